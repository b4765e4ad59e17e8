// react-markdown (through @app/blog-markdown) ships ESM only: its tree is transformed too.
module.exports = require('../packages/blog-markdown/jest-esm.cjs')(require('../jest.preset.cjs')(__dirname));
