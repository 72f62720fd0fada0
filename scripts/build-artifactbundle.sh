#!/usr/bin/env bash
# Builds behavior-lint in release and assembles behavior-lint.artifactbundle: the prebuilt tool that
# the plugins of BinaryPlugin/ run, so that a package using them compiles none of the kit
# (docs/integrations.md, "The plugins without a source build").
#
#   scripts/build-artifactbundle.sh [--zip] [OUTPUT_DIR]
#
# OUTPUT_DIR defaults to BinaryPlugin/, where BinaryPlugin/Package.swift looks for the bundle. The
# bundle holds info.json and one variant per platform:
#   behavior-lint-<version>-macos/bin/behavior-lint    arm64-apple-macosx, x86_64-apple-macosx
#   behavior-lint-<version>-linux-<arch>/bin/behavior-lint    <arch>-unknown-linux-gnu
# The script builds the variant of the machine it runs on, replaces that one and keeps the others
# of the same version: run it on a Mac and on Linux into the same bundle (copy the folder between
# the two) for one bundle that serves both. On macOS the executable is universal (arm64 and
# x86_64, which needs Xcode's build system); BEHAVIOR_LINT_MACOS_ARCHS="arm64" builds one only.
# With --zip it also writes behavior-lint.artifactbundle.zip beside the bundle and prints the
# checksum that `.binaryTarget(name:url:checksum:)` asks for.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
zip_bundle=0
if [ "${1:-}" = "--zip" ]; then
  zip_bundle=1
  shift
fi
if [ "$#" -gt 1 ] || [[ "${1:-}" == -* ]]; then
  echo "usage: scripts/build-artifactbundle.sh [--zip] [OUTPUT_DIR]" >&2
  exit 2
fi
out=${1:-$root/BinaryPlugin}
mkdir -p "$out"
out=$(cd "$out" && pwd)
bundle=$out/behavior-lint.artifactbundle

# The version `behavior-lint --version` reports: one place to change it.
version=$(sed -n 's/.*static let current = "\([^"]*\)".*/\1/p' "$root/Sources/BehaviorLintKit/Version.swift")
if [ -z "$version" ]; then
  echo "build-artifactbundle: no version found in Sources/BehaviorLintKit/Version.swift" >&2
  exit 1
fi

case "$(uname -s)" in
  Darwin)
    read -r -a archs <<<"${BEHAVIOR_LINT_MACOS_ARCHS:-arm64 x86_64}"
    build_options=()
    triples=()
    for arch in "${archs[@]}"; do
      build_options+=(--arch "$arch")
      triples+=("$arch-apple-macosx")
    done
    variant=behavior-lint-$version-macos
    ;;
  Linux)
    # The host's triple as the compiler names it (x86_64-unknown-linux-gnu, aarch64-…): SwiftPM
    # matches it against the variants' supportedTriples. The Swift runtime and Foundation are
    # linked in, so the executable runs on a machine without this toolchain.
    triple=$(swiftc -print-target-info | sed -n 's/.*"unversionedTriple": *"\([^"]*\)".*/\1/p' | sed -n 1p)
    if [ -z "$triple" ]; then
      echo "build-artifactbundle: swiftc -print-target-info named no target triple" >&2
      exit 1
    fi
    build_options=(--static-swift-stdlib)
    triples=("$triple")
    variant=behavior-lint-$version-linux-${triple%%-*}
    ;;
  *)
    echo "build-artifactbundle: $(uname -s) is not supported (macOS and Linux are)" >&2
    exit 2
    ;;
esac

# In a build folder of its own: --static-swift-stdlib changes every compile command, so sharing
# .build/release with `swift build -c release` would make each of the two recompile the whole kit
# after the other.
scratch=$root/.build/artifactbundle
echo "== swift build -c release --product behavior-lint ${build_options[*]} --scratch-path $scratch" >&2
swift build --package-path "$root" --scratch-path "$scratch" -c release --product behavior-lint "${build_options[@]}" >&2
bin=$(swift build --package-path "$root" --scratch-path "$scratch" -c release --product behavior-lint \
  "${build_options[@]}" --show-bin-path)

# This machine's variant anew; the other platforms' variants of this version stay, other versions go.
mkdir -p "$bundle"
for old in "$bundle"/behavior-lint-*/; do
  [ -d "$old" ] || continue
  case "$(basename "$old")" in
    "$variant" | "behavior-lint-$version-"*) ;;
    *) rm -rf "$old" ;;
  esac
done
rm -rf "${bundle:?}/$variant"
mkdir -p "$bundle/$variant/bin"
cp "$bin/behavior-lint" "$bundle/$variant/bin/behavior-lint"
# Without its symbols the static Linux executable is a third smaller (90 MB to 63 MB on x86_64).
if [ "$(uname -s)" = Linux ] && command -v strip >/dev/null 2>&1; then
  strip "$bundle/$variant/bin/behavior-lint"
fi
# Each variant records its triples, so that info.json can list the variants built elsewhere too.
printf '%s\n' "${triples[@]}" >"$bundle/$variant/supported-triples"

# info.json: the bundle's manifest (SE-0305), one executable artifact named after the tool, which is
# the name the plugins ask for (`context.tool(named: "behavior-lint")`).
variants_json=""
for dir in "$bundle"/behavior-lint-"$version"-*/; do
  name=$(basename "$dir")
  [ -x "$dir/bin/behavior-lint" ] && [ -f "$dir/supported-triples" ] || continue
  triples_json=$(sed 's/.*/"&"/' "$dir/supported-triples" | paste -sd, - | sed 's/,/, /g')
  [ -z "$variants_json" ] || variants_json+=","
  variants_json+=$'\n'"        {"
  variants_json+=$'\n'"          \"path\": \"$name/bin/behavior-lint\","
  variants_json+=$'\n'"          \"supportedTriples\": [$triples_json]"
  variants_json+=$'\n'"        }"
done
cat >"$bundle/info.json" <<EOF
{
  "schemaVersion": "1.0",
  "artifacts": {
    "behavior-lint": {
      "version": "$version",
      "type": "executable",
      "variants": [$variants_json
      ]
    }
  }
}
EOF
echo "wrote $bundle (behavior-lint $version; $(cd "$bundle" && ls -d behavior-lint-*/ | tr -d / | paste -sd' ' -))" >&2

if [ "$zip_bundle" -eq 1 ]; then
  archive=$out/behavior-lint.artifactbundle.zip
  rm -f "$archive"
  (cd "$out" && zip -qry "$archive" behavior-lint.artifactbundle)
  checksum=$(swift package --package-path "$root" compute-checksum "$archive")
  echo "wrote $archive" >&2
  echo "checksum: $checksum"
fi
