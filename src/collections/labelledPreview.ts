import type { CollectionConfig, GlobalConfig } from 'payload'

const PREVIEW_BUTTON = '@/components/cms/PreviewButton#PreviewButton'

/**
 * Every collection and global with a preview shows the same labelled Preview button, so none is
 * left with Payload's bare icon when one is added.
 */
export function collectionWithLabelledPreview(config: CollectionConfig): CollectionConfig {
  if (!config.admin?.preview) return config
  const components = config.admin.components
  return {
    ...config,
    admin: {
      ...config.admin,
      components: {
        ...components,
        edit: { ...components?.edit, PreviewButton: PREVIEW_BUTTON },
      },
    },
  }
}

export function globalWithLabelledPreview(config: GlobalConfig): GlobalConfig {
  if (!config.admin?.preview) return config
  const components = config.admin.components
  return {
    ...config,
    admin: {
      ...config.admin,
      components: {
        ...components,
        elements: { ...components?.elements, PreviewButton: PREVIEW_BUTTON },
      },
    },
  }
}
