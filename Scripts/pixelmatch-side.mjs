// The Node side of Scripts/compare-with-pixelmatch.sh (not part of the tests).
//   node pixelmatch-side.mjs time <a.png> <b.png> <threshold> <includeAA: true|false> <runs>
//     decodes both with pngjs, then times pixelmatch alone: warm-up runs (ten, and half a second), then <runs>;
//     prints one JSON object shaped like `crease bench diff --json`.
//   node pixelmatch-side.mjs tile <a.png> <b.png> <size> <outA.png> <outB.png>
//     writes two size×size images: <a.png> repeated over the whole canvas, and the same with its
//     top-left tile taken from <b.png> (images of one size), so they differ in one region.
//   node pixelmatch-side.mjs deepen <in.png> <out.png> [x y width height]
//     writes (a crop of) an image as 16-bit RGBA whose samples are v·257 plus a deterministic offset
//     in −128…127: pngjs's rounding reads back v exactly, keeping only the high byte would not.
// PIXELMATCH_DIR names a pixelmatch checkout; PNGJS_DIR a pngjs checkout (default: its node_modules).
import fs from 'fs';
import zlib from 'zlib';
import path from 'path';
import {createRequire} from 'module';
import {pathToFileURL} from 'url';

const dir = process.env.PIXELMATCH_DIR;
if (!dir) { console.error('PIXELMATCH_DIR is not set'); process.exit(2); }
const pngjsDir = process.env.PNGJS_DIR || path.join(dir, 'node_modules', 'pngjs');
const {PNG} = createRequire(import.meta.url)(path.resolve(pngjsDir));
const read = file => PNG.sync.read(fs.readFileSync(file));

const [mode, ...args] = process.argv.slice(2);
if (mode === 'time') {
    const {default: pixelmatch} = await import(pathToFileURL(path.join(path.resolve(dir), 'index.js')).href);
    const [fileA, fileB, threshold, includeAA, runsText] = args;
    const a = read(fileA), b = read(fileB);
    if (a.width !== b.width || a.height !== b.height) { console.error('image sizes differ'); process.exit(2); }
    const options = {threshold: Number(threshold), includeAA: includeAA === 'true'};
    const runs = Math.max(1, Number(runsText) | 0);
    // Warm up until V8 has optimised pixelmatch: at least ten calls and half a second.
    let mismatched = 0;
    const warmStart = process.hrtime.bigint();
    for (let w = 0; w < 10 || process.hrtime.bigint() - warmStart < 500_000_000n; w++) {
        mismatched = pixelmatch(a.data, b.data, null, a.width, a.height, options);
    }
    const times = [];
    for (let r = 0; r < runs; r++) {
        const start = process.hrtime.bigint();
        mismatched = pixelmatch(a.data, b.data, null, a.width, a.height, options);
        times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    times.sort((x, y) => x - y);
    const median = times[times.length >> 1], best = times[0], mp = a.width * a.height / 1e6;
    console.log(JSON.stringify({width: a.width, height: a.height, mismatched, runs,
        medianMs: median, bestMs: best, medianMPs: mp / (median / 1e3), bestMPs: mp / (best / 1e3)}));
} else if (mode === 'tile') {
    const [fileA, fileB, sizeText, outA, outB] = args;
    const a = read(fileA), b = read(fileB), size = Number(sizeText);
    if (a.width !== b.width || a.height !== b.height) { console.error('tile images differ in size'); process.exit(2); }
    const make = withB => {
        const out = new PNG({width: size, height: size});
        for (let y = 0; y < size; y++) {
            for (let x = 0; x < size; x++) {
                const sx = x % a.width, sy = y % a.height;
                const src = withB && x < a.width && y < a.height ? b : a;
                const i = (y * size + x) * 4, j = (sy * a.width + sx) * 4;
                out.data[i] = src.data[j]; out.data[i + 1] = src.data[j + 1];
                out.data[i + 2] = src.data[j + 2]; out.data[i + 3] = src.data[j + 3];
            }
        }
        return PNG.sync.write(out);
    };
    fs.writeFileSync(outA, make(false));
    fs.writeFileSync(outB, make(true));
} else if (mode === 'deepen') {
    const [input, output, ...crop] = args;
    const img = read(input);
    const [cx, cy, cw, ch] = crop.length === 4 ? crop.map(Number) : [0, 0, img.width, img.height];
    const rows = [];
    let seed = 12345;
    const next = () => (seed = (seed * 1103515245 + 12345) >>> 0) >>> 16;
    for (let y = 0; y < ch; y++) {
        const row = Buffer.alloc(1 + cw * 8);
        for (let x = 0; x < cw; x++) {
            for (let k = 0; k < 4; k++) {
                const v = img.data[((cy + y) * img.width + cx + x) * 4 + k];
                const deep = Math.max(0, Math.min(65535, v * 257 + (next() % 256) - 128));
                row.writeUInt16BE(deep, 1 + x * 8 + k * 2);
            }
        }
        rows.push(row);
    }
    const crcTable = Array.from({length: 256}, (_, n) => { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xEDB88320 ^ (c >>> 1) : c >>> 1; return c >>> 0; });
    const crc = buf => { let c = 0xFFFFFFFF; for (const b of buf) c = crcTable[(c ^ b) & 0xFF] ^ (c >>> 8); return (c ^ 0xFFFFFFFF) >>> 0; };
    const chunk = (type, body) => {
        const head = Buffer.alloc(8); head.writeUInt32BE(body.length, 0); head.write(type, 4, 'latin1');
        const tail = Buffer.alloc(4); tail.writeUInt32BE(crc(Buffer.concat([head.subarray(4), body])), 0);
        return Buffer.concat([head, body, tail]);
    };
    const ihdr = Buffer.alloc(13); ihdr.writeUInt32BE(cw, 0); ihdr.writeUInt32BE(ch, 4); ihdr[8] = 16; ihdr[9] = 6;
    fs.writeFileSync(output, Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr),
        chunk('IDAT', zlib.deflateSync(Buffer.concat(rows), {level: 9})), chunk('IEND', Buffer.alloc(0))]));
} else {
    console.error('usage: pixelmatch-side.mjs time|tile|deepen …');
    process.exit(2);
}
