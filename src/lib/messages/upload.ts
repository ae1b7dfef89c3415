export const upload = {
  notMultipart: 'Send the image as multipart/form-data with a "file" field',
  noFile: 'No file was uploaded',
  failed: 'Upload failed',
  sameImageTwice: 'The same image is listed twice',
} as const
