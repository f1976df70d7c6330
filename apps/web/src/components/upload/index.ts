export { FileUploadField, type FileUploadFieldProps } from './FileUploadField'
export { ImageUploadField, type ImageUploadFieldProps } from './ImageUploadField'
export { useUpload } from './use-upload'
