// The browser tests need Debian's Chromium; they are never silently skipped.
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  console.error(
    `\nThe browser tests need Chromium at ${path}, and it is not installed.\n` +
      'Install it with:  sudo apt-get install -y chromium\n' +
      '(or set CHROMIUM_PATH to a Chromium binary). Browsers are not downloaded by the tests.\n',
  );
  process.exit(1);
}
