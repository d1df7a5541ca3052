// The files entry file: all that code outside features/files/ may import from it.
export { filesRoutes } from './files.routes';
export { removeUnattachedFiles } from './remove-unattached-files';
export { cleanFileName, toAttachment, uploadAttachment } from './upload-attachment';
