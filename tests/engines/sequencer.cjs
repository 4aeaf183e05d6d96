// Runs the engine files in a fixed order (firefox, then webkit) instead of Jest's by-duration order.
const Sequencer = require('@jest/test-sequencer').default;

module.exports = class EngineSequencer extends Sequencer {
  sort(tests) {
    return [...tests].sort((a, b) => a.path.localeCompare(b.path));
  }
};
