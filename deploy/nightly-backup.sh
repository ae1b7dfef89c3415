#!/bin/sh
# The Docker install's nightly backup, run from root's crontab in the install's folder: the database
# as a mongodump archive and the uploads as a tarball, copied to BACKUP_S3_BUCKET when .env sets one,
# and only the last two weeks kept on this disk.
set -eu
cd "$(dirname "$0")/.."
mkdir -p backups
d=$(date -u +%Y%m%dT%H%MZ)
# The credentials are the container's own: expanded by the shell inside it, never on this host.
auth='-u "$MONGO_INITDB_ROOT_USERNAME" -p "$MONGO_INITDB_ROOT_PASSWORD" --authenticationDatabase admin'
docker compose exec -T mongo sh -c "mongodump --quiet --archive --gzip --db guesthouse $auth" \
  > "backups/db-$d.archive.gz"
docker compose exec -T app tar -czf - -C /app media > "backups/media-$d.tar.gz"
set -a
. ./.env
set +a
if [ -n "${BACKUP_S3_BUCKET:-}" ]; then
  npm run backup -- --copy "backups/db-$d.archive.gz" "backups/media-$d.tar.gz"
fi
find backups -name '*-*Z.*' -mtime +14 -delete
