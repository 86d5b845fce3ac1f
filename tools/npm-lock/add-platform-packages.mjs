// Adds to a package-lock.json the platform packages that a package lists as optional dependencies but that npm left
// out of the lock because the registry this machine reaches serves only the packages of its own platform (Linux x64
// glibc). `npm ci` checks the lock against every optional dependency, so without these entries it refuses to install
// anywhere. Each entry carries the os/cpu/libc that the package's name declares (the convention of rollup's and
// esbuild's platform packages), so npm skips it on every other platform, exactly as with a lock written where the
// registry serves them all. No library does this: it mends one registry's gap.
//
// Usage: node tools/npm-lock/add-platform-packages.mjs webapp/package-lock.json
import { readFileSync, writeFileSync } from 'node:fs';

const file = process.argv[2];
if (!file) {
  console.error('usage: add-platform-packages.mjs <package-lock.json>');
  process.exit(2);
}
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

const OS = ['android', 'darwin', 'freebsd', 'linux', 'netbsd', 'openbsd', 'openharmony', 'sunos', 'win32', 'aix'];
const CPU = ['arm', 'arm64', 'ia32', 'loong64', 'mips64el', 'ppc64', 'riscv64', 's390x', 'x64'];

/**
 * os, cpu and libc from a platform package's name, or null: the name's parts hold an OS followed by a CPU
 * (`rollup-linux-arm64-musl`, `@esbuild/darwin-x64`, `@unrs/resolver-binding-win32-ia32-msvc`), or the WebAssembly
 * build (`...-wasm32-wasi`), which declares only its CPU.
 */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  if (parts.includes('wasm32')) return { cpu: ['wasm32'] };
  const at = parts.findIndex((part) => OS.includes(part));
  if (at < 0 || !CPU.includes(parts[at + 1])) return null;
  const os = parts[at];
  const platform = { os: [os], cpu: [parts[at + 1]] };
  if (os === 'linux') {
    const tail = parts.slice(at + 2).join('-');
    if (tail.startsWith('musl')) platform.libc = ['musl'];
    else if (tail.startsWith('gnu')) platform.libc = ['glibc'];
  }
  return platform;
}

let added = 0;
for (const [path, pkg] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    const where = `${path ? `${path}/` : ''}node_modules/${dep}`;
    const hoisted = `node_modules/${dep}`;
    if (packages[where] || packages[hoisted]) continue;
    const platform = platformOf(dep);
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    packages[hoisted] = { version, ...(pkg.dev ? { dev: true } : {}), optional: true, ...platform };
    added += 1;
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} platform package entries to ${file}`);
