/**
 * Jest transform for PNG files: `require('./x.png')` returns the file's
 * absolute path, so data tests can check the image that the site build would
 * hand to ideal-image.
 */
module.exports = {
  process(_source, filename) {
    return {code: `module.exports = ${JSON.stringify(filename)};`};
  },
};
