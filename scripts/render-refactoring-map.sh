#!/usr/bin/env bash
# Renders the sample app's refactoring map (`lint --reporter html`) and takes a picture of it with
# headless Chromium (Debian: `apt-get install chromium`), as a person would first see it.
#
#   scripts/render-refactoring-map.sh [PNG] [HEIGHT]
#
# PNG defaults to docs/images/refactoring-map.png (the README's picture), HEIGHT to 1500 pixels
# of a 1280-pixel-wide window.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
png=${1:-$root/docs/images/refactoring-map.png}
height=${2:-1500}
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [ -z "$browser" ]; then
    echo "render-refactoring-map: no Chromium found; on Debian: apt-get install chromium" >&2
    exit 2
fi
swift build --package-path "$root" --product behavior-lint >&2
binary="$(swift build --package-path "$root" --show-bin-path)/behavior-lint"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The sample app is linted as its own project, from a copy: inside this package its files belong
# to no target, and fix (which the map shows) places nothing outside a module.
cp -R "$root/Examples/SampleApp/Sources" "$work/Sources"
(cd "$work" && "$binary" lint --quiet --no-cache --reporter html:map.html)
# --no-sandbox: containers run this as root, where Chromium's sandbox cannot start.
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size="1280,$height" \
    --screenshot="$png" "file://$work/map.html" 2>/dev/null
echo "wrote $png" >&2
