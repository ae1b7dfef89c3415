export const preview = {
  notice: 'Preview with unpublished changes: guests do not see this until you publish.',
  previewOf: (page: string) => `Preview ${page}`,
} as const
