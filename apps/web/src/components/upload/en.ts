/** Text of the file and image upload fields. */
export const uploadEn = {
  chooseImage: 'Choose image',
  replaceImage: 'Replace image',
  removeImage: 'Remove image',
  chooseFile: 'Choose file',
  replaceFile: 'Replace file',
  removeFile: 'Remove file',
  noImage: 'No image',
  noFile: 'No file chosen',
  previewOf: 'Preview of {{label}}',
  progressOf: 'Uploading {{label}}',
  uploading: 'Uploading… {{percent}}%',
  uploaded: 'Uploaded',
  rules: '{{formats}}, up to {{size}}',
  or: 'or',
  view: 'View {{name}}',
  takePhoto: 'Take a photo',
} as const
