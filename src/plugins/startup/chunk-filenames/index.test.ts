import chunkFilenamesPlugin, {lazyChunkFilename} from './index';

const configure = (isServer: boolean) =>
  chunkFilenamesPlugin().configureWebpack!({} as never, isServer, {} as never, undefined as never);

const withNodeEnv = (value: string, run: () => void) => {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = value;
  try {
    run();
  } finally {
    process.env.NODE_ENV = before;
  }
};

test('a production browser build names lazily loaded scripts by chunk id, with their content hash', () => {
  withNodeEnv('production', () => {
    expect(configure(false)).toEqual({output: {chunkFilename: lazyChunkFilename}});
  });
  expect(lazyChunkFilename).toMatch(/\[id\]\.\[contenthash:8\]\.js$/);
});

test('the server bundle and the dev server keep the Docusaurus defaults', () => {
  withNodeEnv('production', () => {
    expect(configure(true)).toEqual({});
  });
  withNodeEnv('development', () => {
    expect(configure(false)).toEqual({});
  });
});

