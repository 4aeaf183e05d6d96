import chunkFilenamesPlugin, {lazyChunkFilename, serverChunkFilename} from './index';

const configure = (isServer: boolean) => chunkFilenamesPlugin().configureWebpack!({} as never, isServer, {} as never, undefined as never);

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

test('the server bundle names its chunks by id alone: it is deleted after the build, nothing caches it', () => {
  withNodeEnv('production', () => {
    expect(configure(true)).toEqual({output: {chunkFilename: serverChunkFilename}});
  });
  expect(serverChunkFilename).not.toMatch(/hash|name/);
});

test('the dev server keeps the Docusaurus defaults', () => {
  withNodeEnv('development', () => {
    expect(configure(false)).toEqual({});
    expect(configure(true)).toEqual({});
  });
});
