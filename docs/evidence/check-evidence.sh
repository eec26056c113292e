#!/bin/sh
# Checks an unpacked Incident Dojo evidence bundle with standard tools only (docs/evidence.md):
#   sh check-evidence.sh <folder of the unpacked zip> <the platform's key.pem>
# Needs sha256sum (coreutils), base64, cmp and openssl. Exits 0 when everything verifies.
set -eu
dir=$1
key=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
cd "$dir"

# base64url (no padding) to bytes
b64url() {
  s=$(printf '%s' "$1" | tr '_-' '/+')
  while [ $(( ${#s} % 4 )) -ne 0 ]; do s="$s="; done
  printf '%s' "$s" | base64 -d
}

jws=$(tr -d '\r\n' < manifest.jws)
# 1. The signature: RS256 over "header.payload" with the platform's public key.
printf '%s' "$jws" | cut -d. -f1,2 | tr -d '\n' > manifest.signed
b64url "$(printf '%s' "$jws" | cut -d. -f3)" > manifest.sig
openssl dgst -sha256 -verify "$key" -signature manifest.sig manifest.signed
# 2. What was signed is manifest.json, byte for byte.
b64url "$(printf '%s' "$jws" | cut -d. -f2)" | cmp - manifest.json
# 3. SHA256SUMS is the one the signed manifest lists, and every data file is as it says.
sums=$(sha256sum SHA256SUMS | cut -d' ' -f1)
grep -A1 '"name": "SHA256SUMS"' manifest.json | grep -q "\"$sums\"" ||
  { echo "SHA256SUMS is not the one signed" >&2; exit 1; }
sha256sum -c SHA256SUMS
rm -f manifest.signed manifest.sig
echo "Evidence verified."
