// The files entry file: all that code outside features/files/ may import from it.
export { filesRoutes } from './files.routes';
export { startFilesJobs } from './files-jobs';
export { cleanFileName, toAttachment, uploadAttachment } from './upload-attachment';
