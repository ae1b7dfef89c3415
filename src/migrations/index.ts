import * as migration_20261121_235313_initial from './20261121_235313_initial';
import * as migration_20261122_000003_media_storage_fields from './20261122_000003_media_storage_fields';
import * as migration_20261123_124044_rich_text_and_drafts from './20261123_124044_rich_text_and_drafts';

export const migrations = [
  {
    up: migration_20261121_235313_initial.up,
    down: migration_20261121_235313_initial.down,
    name: '20261121_235313_initial',
  },
  {
    up: migration_20261122_000003_media_storage_fields.up,
    down: migration_20261122_000003_media_storage_fields.down,
    name: '20261122_000003_media_storage_fields',
  },
  {
    up: migration_20261123_124044_rich_text_and_drafts.up,
    down: migration_20261123_124044_rich_text_and_drafts.down,
    name: '20261123_124044_rich_text_and_drafts'
  },
];
