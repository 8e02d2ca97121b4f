// The drawing process of svg-raster.ts: node svg-raster-child.js <svg> <output> <density> <tiff options> <cpu seconds>.
// It watches its own CPU time (every thread's: librsvg runs on libuv's pool) and kills itself
// past the limit, since nothing can interrupt librsvg once it draws (and process.exit would
// wait for it: libvips finishes its threads at exit).
import sharp from 'sharp';

const [input = '', output = '', density = '72', tiff = '{}', cpuSeconds = '1'] = process.argv.slice(2);
const start = process.cpuUsage();
const limitMicros = Number(cpuSeconds) * 1_000_000;
setInterval(() => {
  const used = process.cpuUsage(start);
  if (used.user + used.system > limitMicros) process.kill(process.pid, 'SIGKILL');
}, 20).unref();
sharp.concurrency(1);
await sharp(input, { density: Number(density) })
  .tiff(JSON.parse(tiff))
  .toFile(output);
