// The copy of each backup archive kept off the machine: a backup on the same disk as the data dies
// with it. With BACKUP_S3_BUCKET set, `npm run backup` puts each archive in that bucket (any
// S3-compatible service) under BACKUP_S3_PREFIX (`backups/`). The connection settings default to
// the uploads' own (S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY), so the uploads'
// bucket can hold the backups too; BACKUP_S3_ENDPOINT and the other BACKUP_S3_* name another.
import fs from 'node:fs'
import path from 'node:path'

import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3'

/** Where archives are copied, or null when BACKUP_S3_BUCKET is not set. */
export function offsiteSettings(environment = process.env) {
  const read = (name) => {
    const value = environment[name]
    return value === undefined || value.trim() === '' ? undefined : value.trim()
  }
  const bucket = read('BACKUP_S3_BUCKET')
  if (!bucket) return null
  const either = (name) => read(`BACKUP_${name}`) ?? read(name)
  const accessKeyId = either('S3_ACCESS_KEY_ID')
  const secretAccessKey = either('S3_SECRET_ACCESS_KEY')
  if (!accessKeyId || !secretAccessKey) {
    throw new Error(
      "BACKUP_S3_BUCKET is set but no key is: set BACKUP_S3_ACCESS_KEY_ID and BACKUP_S3_SECRET_ACCESS_KEY (or the uploads' S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY).",
    )
  }
  return {
    bucket,
    prefix: read('BACKUP_S3_PREFIX') ?? 'backups/',
    endpoint: either('S3_ENDPOINT'),
    region: either('S3_REGION') ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
  }
}

/** Puts each file in the bucket under the prefix and its own name; answers the keys written. */
export async function copyOffsite(files, offsite) {
  const client = new S3Client({
    region: offsite.region,
    endpoint: offsite.endpoint,
    // Most S3-compatible services (MinIO, R2, Spaces) address buckets by path.
    forcePathStyle: Boolean(offsite.endpoint),
    credentials: { accessKeyId: offsite.accessKeyId, secretAccessKey: offsite.secretAccessKey },
  })
  const keys = []
  try {
    for (const file of files) {
      const key = `${offsite.prefix}${path.basename(file)}`
      await client.send(
        new PutObjectCommand({
          Bucket: offsite.bucket,
          Key: key,
          Body: fs.readFileSync(file),
          ContentType: 'application/gzip',
        }),
      )
      keys.push(key)
    }
  } finally {
    client.destroy()
  }
  return keys
}
