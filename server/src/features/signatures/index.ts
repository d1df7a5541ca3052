// The signatures entry file: all that code outside features/signatures/ may import from it.
export { signaturesRoutes } from './signatures.routes';
