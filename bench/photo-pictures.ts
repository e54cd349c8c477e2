/**
 * Pictures for the photos' figures (bench/photos.ts), made on the spot with sharp: a plate of food
 * on a wooden table, as a phone takes it. What an encoder spends its time and bytes on is what a
 * photo has: smooth gradients, textures at every scale (fractal noise), sharp edges (a plate's rim,
 * herbs, crumbs) and a sensor's grain. The test photos of the server's tests (uniform grain over a
 * gradient) are all grain, which AVIF and WebP spend far more bytes on than on a photo: the bytes of
 * the renditions would be overstated. Seeded: the same seed gives the same bytes (the same photo),
 * another seed another photo. A 12-megapixel one weighs about 3 MB (JPEG quality 94) and takes
 * about 1.5 s to make.
 */
import sharp from "sharp";

/** xorshift32, from a seed: the same on every machine. */
function generator(seed: number): () => number {
  let state = Math.imul(seed + 1, 2_654_435_761) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4_294_967_296;
  };
}

/** The textures are drawn at a quarter of the size, then enlarged: librsvg's noise filters are slow. */
const TEXTURE_SCALE = 4;

/** A photo of `width` × `height` pixels, as a JPEG. */
export async function platePhoto(seed: number, width = 4000, height = 3000): Promise<Buffer> {
  const random = generator(seed);
  const hue = Math.floor(random() * 360);
  const small = { width: Math.round(width / TEXTURE_SCALE), height: Math.round(height / TEXTURE_SCALE) };
  const centre = { x: (0.4 + random() * 0.2) * width, y: (0.45 + random() * 0.1) * height };
  const radius = (0.3 + random() * 0.08) * Math.min(width, height);

  // The table, the plate and the food: gradients and textures, drawn small.
  const food: string[] = [];
  for (let index = 0; index < 40; index++) {
    const angle = random() * Math.PI * 2;
    const distance = random() * radius * 0.7;
    const x = (centre.x + Math.cos(angle) * distance) / TEXTURE_SCALE;
    const y = (centre.y + Math.sin(angle) * distance) / TEXTURE_SCALE;
    const size = (radius * (0.05 + random() * 0.2)) / TEXTURE_SCALE;
    const shade = (hue + random() * 120 - 60 + 360) % 360;
    food.push(
      `<ellipse cx="${x}" cy="${y}" rx="${size}" ry="${size * (0.5 + random())}" transform="rotate(${random() * 180} ${x} ${y})" fill="hsl(${shade} ${50 + random() * 40}% ${30 + random() * 40}%)" filter="url(#texture)"/>`,
    );
  }
  const textures = `<svg xmlns="http://www.w3.org/2000/svg" width="${small.width}" height="${small.height}"><defs>
<linearGradient id="light" x1="0" y1="0" x2="${random()}" y2="1"><stop offset="0" stop-color="hsl(${(hue + 30) % 360} 35% 55%)"/><stop offset="1" stop-color="hsl(${(hue + 200) % 360} 30% 18%)"/></linearGradient>
<radialGradient id="plate"><stop offset="0.7" stop-color="#f4f1ea"/><stop offset="0.85" stop-color="#d8d3c8"/><stop offset="1" stop-color="#8a857c"/></radialGradient>
<filter id="texture"><feTurbulence type="fractalNoise" baseFrequency="${(0.004 + random() * 0.01) * TEXTURE_SCALE}" numOctaves="4" seed="${seed}"/><feColorMatrix type="saturate" values="0.3"/><feComposite in2="SourceGraphic" operator="in"/><feBlend in="SourceGraphic" mode="multiply"/></filter>
<filter id="wood"><feTurbulence type="fractalNoise" baseFrequency="0.008 0.12" numOctaves="5" seed="${seed + 1}"/><feColorMatrix type="matrix" values="0.6 0 0 0 0.2  0.4 0 0 0 0.1  0.2 0 0 0 0.05  0 0 0 0 1"/></filter>
</defs><rect width="100%" height="100%" fill="url(#light)"/><rect width="100%" height="100%" filter="url(#wood)" opacity="0.5"/>
<ellipse cx="${centre.x / TEXTURE_SCALE}" cy="${centre.y / TEXTURE_SCALE}" rx="${(radius * 1.05) / TEXTURE_SCALE}" ry="${(radius * 0.95) / TEXTURE_SCALE}" fill="url(#plate)"/>${food.join("")}</svg>`;

  // The sharp edges, drawn at full size: the plate's rim, herbs and crumbs.
  const edges: string[] = [
    `<ellipse cx="${centre.x}" cy="${centre.y}" rx="${radius * 1.05}" ry="${radius * 0.95}" fill="none" stroke="#6d675e" stroke-width="6"/>`,
  ];
  for (let index = 0; index < 60; index++) {
    const x = random() * width;
    const y = random() * height;
    edges.push(
      `<line x1="${x}" y1="${y}" x2="${x + (random() - 0.5) * width * 0.1}" y2="${y + (random() - 0.5) * height * 0.1}" stroke="hsl(${(hue + 90 + random() * 90) % 360} 60% ${20 + random() * 60}%)" stroke-width="${2 + random() * 10}" stroke-linecap="round"/>`,
    );
  }
  for (let index = 0; index < 150; index++) {
    const angle = random() * Math.PI * 2;
    const distance = random() * radius * 0.8;
    edges.push(
      `<circle cx="${centre.x + Math.cos(angle) * distance}" cy="${centre.y + Math.sin(angle) * distance}" r="${3 + random() * 18}" fill="hsl(${(hue + random() * 60) % 360} 70% ${25 + random() * 50}%)"/>`,
    );
  }
  const sharpEdges = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${edges.join("")}</svg>`;

  const drawn = await sharp(Buffer.from(textures)).png({ compressionLevel: 0 }).toBuffer();
  const { data } = await sharp(drawn)
    .resize(width, height, { kernel: "cubic" })
    .composite([{ input: Buffer.from(sharpEdges) }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // The sensor's grain: ±7 on each channel (a clamped view: no value wraps around).
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  let state = (seed * 7919 + 1) & 0x7fffffff;
  for (let index = 0; index < pixels.length; index++) {
    state = (Math.imul(state, 1_103_515_245) + 12_345) & 0x7fffffff;
    pixels[index] = (pixels[index] ?? 0) + ((state >> 8) & 15) - 7.5;
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 94 })
    .toBuffer();
}
