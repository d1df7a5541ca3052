// What the rest of the app may use of files: everything else is the feature's own.
export { AttachmentLinks, formatFileSize } from './AttachmentLinks';
export type { AttachmentEntry } from './AttachmentLinks';
export { AttachmentsField } from './AttachmentsField';
export type { UploadTarget } from './uploadAttachment';
export { useAttachmentUploads } from './useAttachmentUploads';
