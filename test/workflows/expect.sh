# Assertions for the run steps of .github/workflows/e2e.yml (sourced, bash):
#   expect NAME ACTUAL EXPECTED        exact equality
#   expect_match NAME ACTUAL REGEX     extended regular expression, anchored by the caller
#   expect_file NAME PATH              an existing, non-empty file
# Each prints "ok: …" or an error annotation, and fails the step on a mismatch.

expect() {
  if [ "$2" != "$3" ]; then
    echo "::error title=e2e assertion::$1: expected \"$3\", got \"$2\""
    return 1
  fi
  echo "ok: $1 = $3"
}

expect_match() {
  if ! [[ "$2" =~ $3 ]]; then
    echo "::error title=e2e assertion::$1: expected to match /$3/, got \"$2\""
    return 1
  fi
  echo "ok: $1 = $2"
}

expect_file() {
  if [ ! -s "$2" ]; then
    echo "::error title=e2e assertion::$1: expected a non-empty file at \"$2\""
    return 1
  fi
  echo "ok: $1 is a file ($(wc -c < "$2") bytes)"
}
