// The brand table lives in src/brands; this path stays importable for existing code.
export { brand } from '../brands/brand';
