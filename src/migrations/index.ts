import * as migration_20261121_235313_initial from './20261121_235313_initial';

export const migrations = [
  {
    up: migration_20261121_235313_initial.up,
    down: migration_20261121_235313_initial.down,
    name: '20261121_235313_initial'
  },
];
