# Sourced by .ci/run: decides where the tests' databases live and exports TEST_DATABASE_URL when
# that is the machine's PostgreSQL. A machine with no system PostgreSQL at all leaves it unset, and
# the tests start an embedded PostgreSQL of their own. PG_CONFIG_DIR exists for the tests of this
# file (server/test/ci-test-database.integration.test.ts).
use_test_database() {
  local config_dir="${PG_CONFIG_DIR:-/etc/postgresql}"
  local system_url="postgres://postgres@127.0.0.1:5432/postgres"
  if pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; then
    export TEST_DATABASE_URL="${TEST_DATABASE_URL:-$system_url}"
    return 0
  fi
  local cluster
  cluster="$(ls "$config_dir" 2>/dev/null | head -n 1)"
  if [ -z "$cluster" ]; then
    echo "==> no system PostgreSQL here: the tests start an embedded one"
    return 0
  fi
  echo "==> starting PostgreSQL"
  pg_ctlcluster --skip-systemctl-redirect "$cluster" main start || return 1
  for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 1; done
  export TEST_DATABASE_URL="${TEST_DATABASE_URL:-$system_url}"
}
