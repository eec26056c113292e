import zlib from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real square PNG of one colour, `size` pixels each way: a profile picture as the editor
 * stores one (up to 256 px), big enough to push a card's text out if it were drawn at its size.
 */
export function squarePng(size: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3)]);
  for (let x = 0; x < size; x += 1) row.set(rgb, 1 + x * 3);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Uploads `png` as a persona's profile picture (`NameWithoutSpaces.png`), as the author would. */
export async function uploadProfilePicture(url: string, persona: string, png: Buffer) {
  const login = await fetch(`${url}/api/loginEditor`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'author', password: 'author-demo-2026' }),
  });
  const { token } = (await login.json()) as { token: string };
  const name = `${persona.replace(/\s+/g, '')}.png`;
  const form = new FormData();
  form.append('chosenOption', 'Profile Picture');
  form.append('imageName', name);
  form.append('myFile', new Blob([new Uint8Array(png)], { type: 'image/png' }), name);
  const answer = await fetch(`${url}/api/uploadImage`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  if (!answer.ok) throw new Error(`upload of ${name}: ${answer.status} ${await answer.text()}`);
}
