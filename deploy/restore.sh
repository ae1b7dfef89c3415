#!/bin/sh
# Puts one night's backup back: deploy/restore.sh backups/db-<time>.archive.gz backups/media-<time>.tar.gz
# The app is stopped while the database is replaced, then started again, which runs its migrations.
set -eu
cd "$(dirname "$0")/.."
[ $# -eq 2 ] || { echo 'usage: deploy/restore.sh backups/db-<time>.archive.gz backups/media-<time>.tar.gz' >&2; exit 2; }
for file in "$1" "$2"; do [ -s "$file" ] || { echo "no backup at $file" >&2; exit 2; }; done
docker compose stop app
# The credentials are the container's own: expanded by the shell inside it, never on this host.
auth='-u "$MONGO_INITDB_ROOT_USERNAME" -p "$MONGO_INITDB_ROOT_PASSWORD" --authenticationDatabase admin'
docker compose exec -T mongo sh -c "mongorestore --quiet --drop --archive --gzip $auth" < "$1"
docker compose run --rm -T --entrypoint tar app -xzf - -C /app < "$2"
docker compose start app
