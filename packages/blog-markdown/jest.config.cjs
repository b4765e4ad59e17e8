// react-markdown ships ESM only: its tree is transformed too (jest-esm.cjs).
module.exports = require('./jest-esm.cjs')(require('../../jest.preset.cjs')(__dirname));
