import { createHash } from "node:crypto";
import { connect } from "node:net";
import { schema } from "@comptoir/db";
import { TEST_ENGINES } from "@comptoir/db/testing";
import { PHOTO_UPLOAD_LIMITS } from "@comptoir/domain";
import { fill, photosApi } from "@comptoir/messages";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { originalBytesName } from "../../services/photos/photo-bytes.ts";
import { startLocalServer } from "../../testing/local-server.ts";
import { createStaffMember, customerToken, staffBearer } from "../../testing/staff.ts";
import { openTestApi } from "../../testing/test-api.ts";
import {
  pngDeclaring,
  TEST_PDF,
  testAvif,
  testGif,
  testJpeg,
  testPng,
  testWebp,
  truncated,
} from "../../testing/test-photos.ts";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** A body that streams `chunk` for ever, counting what was pulled: a sender that never stops. */
function endlessBody(chunk: Uint8Array) {
  const read = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      read.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, read };
}

/** Sends a request's head and a first part of its body over a socket; resolves when the server closes it. */
function sendOverSocket(url: string, head: string, body: Buffer): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(head);
      socket.write(body);
    });
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    socket.on("error", reject);
    socket.on("close", () => resolve(answer));
  });
}

describe.each(TEST_ENGINES)("les photos de l'équipe /v2/staff/photos (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  let owner: string;
  let staff: string;
  beforeAll(async () => {
    t = await openTestApi(engine);
    owner = (await createStaffMember(t.database.db, { role: "owner", name: "Nadia", now: t.clock() })).token;
    staff = (await createStaffMember(t.database.db, { now: t.clock() })).token;
  });
  afterAll(() => t.database.close());

  const upload = (
    body: RequestInit["body"],
    init: { token?: string | null; headers?: Record<string, string> } = {},
  ) => {
    const token = init.token === undefined ? owner : init.token;
    return t.json("/v2/staff/photos", {
      method: "POST",
      headers: { "Content-Type": "image/jpeg", ...(token ? staffBearer(token) : {}), ...init.headers },
      body,
      ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
    } as RequestInit);
  };
  const photoRows = async () => {
    const [row] = await t.database.db.select({ n: count() }).from(schema.photos);
    return row?.n ?? 0;
  };
  const uploadAudit = () =>
    t.database.db.select().from(schema.auditEntries).where(eq(schema.auditEntries.action, "photo.upload"));

  it("enregistre la photo du gérant sous l'empreinte de son contenu, et la note au journal", async () => {
    const bytes = await testJpeg({ seed: 11, gps: true });
    const { response, body } = await upload(bytes);
    expect(response.status).toBe(200);
    expect(body).toEqual({
      status: "success",
      payload: {
        photo: { id: sha256(bytes), width: 800, height: 600, mime: "image/jpeg", byte_size: bytes.length },
      },
    });
    const [row] = await t.database.db
      .select()
      .from(schema.photos)
      .where(eq(schema.photos.id, sha256(bytes)));
    expect(
      Buffer.from((await t.photoBytes.get(t.database.db, originalBytesName(sha256(bytes)))) ?? []),
    ).toEqual(bytes);
    expect(row).toMatchObject({ mime: "image/jpeg", width: 800, height: 600, byteSize: bytes.length });
    expect(row?.uploadedAt).toEqual(t.clock());
    const entries = (await uploadAudit()).filter((entry) => entry.subject === `photo:${sha256(bytes)}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      staffName: "Nadia",
      after: { width: 800, height: 600, mime: "image/jpeg", byte_size: bytes.length },
    });
  });

  it("refuse sans session ou avec le jeton d'un client (401), et à un membre de l'équipe (403)", async () => {
    const bytes = await testJpeg({ seed: 12 });
    const before = await photoRows();
    const anonymous = await upload(bytes, { token: null });
    expect(anonymous.response.status).toBe(401);
    const asCustomer = await upload(bytes, { token: await customerToken(t.database.db, t.clock()) });
    expect(asCustomer.response.status).toBe(401);
    const asStaff = await upload(bytes, { token: staff });
    expect(asStaff.response.status).toBe(403);
    expect(asStaff.body).toMatchObject({ code: "owner_only" });
    expect(await photoRows()).toBe(before);
  });

  it("le même fichier envoyé deux fois est une seule photo, notée une fois", async () => {
    const bytes = await testPng({ seed: 13 });
    const first = await upload(bytes, { headers: { "Content-Type": "image/png" } });
    const before = await photoRows();
    const second = await upload(bytes, { headers: { "Content-Type": "application/octet-stream" } });
    expect(second.response.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await photoRows()).toBe(before);
    const entries = (await uploadAudit()).filter((entry) => entry.subject === `photo:${sha256(bytes)}`);
    expect(entries).toHaveLength(1);
  });

  it("deux envois du même fichier en même temps font une seule photo", async () => {
    const bytes = await testJpeg({ seed: 19 });
    const before = await photoRows();
    const answers = await Promise.all([upload(bytes), upload(bytes), upload(bytes)]);
    for (const { response, body } of answers) {
      expect(response.status).toBe(200);
      expect(body.payload).toMatchObject({ photo: { id: sha256(bytes) } });
    }
    expect(await photoRows()).toBe(before + 1);
    const entries = (await uploadAudit()).filter((entry) => entry.subject === `photo:${sha256(bytes)}`);
    expect(entries).toHaveLength(1);
  });

  it("prend un PNG, un WebP et un AVIF, quel que soit le type annoncé", async () => {
    for (const [bytes, mime] of [
      [await testPng({ seed: 14 }), "image/png"],
      [await testWebp({ seed: 14 }), "image/webp"],
      [await testAvif({ seed: 14 }), "image/avif"],
    ] as const) {
      const { response, body } = await upload(bytes, { headers: { "Content-Type": "text/plain" } });
      expect(response.status, mime).toBe(200);
      expect(body.payload).toMatchObject({ photo: { id: sha256(bytes), mime } });
    }
  });

  it("enregistre les dimensions de la photo redressée (orientation EXIF 6)", async () => {
    const bytes = await testJpeg({ seed: 15, orientation: 6, gps: true });
    const { body } = await upload(bytes);
    expect(body.payload).toMatchObject({ photo: { width: 600, height: 800 } });
    const [row] = await t.database.db
      .select({ width: schema.photos.width, height: schema.photos.height })
      .from(schema.photos)
      .where(eq(schema.photos.id, sha256(bytes)));
    expect(row).toEqual({ width: 600, height: 800 });
  });

  describe("refuse un mauvais fichier en français, sans rien enregistrer", () => {
    const cases: [string, () => Promise<Buffer>, number, string, string][] = [
      ["vide", async () => Buffer.alloc(0), 400, "photo_empty", photosApi.empty],
      ["un PDF nommé .jpg", async () => TEST_PDF, 415, "photo_type", photosApi.type],
      ["un GIF", () => testGif(), 415, "photo_type", photosApi.type],
      [
        "du texte",
        async () => Buffer.from("Menu du jour : burger piment.\n"),
        415,
        "photo_type",
        photosApi.type,
      ],
      [
        "un JPEG tronqué",
        async () => truncated(await testJpeg({ seed: 16 })),
        422,
        "photo_unreadable",
        photosApi.unreadable,
      ],
      [
        "un PNG tronqué",
        async () => truncated(await testPng({ seed: 16 })),
        422,
        "photo_unreadable",
        photosApi.unreadable,
      ],
      [
        "un PNG déclarant 30 000 × 30 000 pixels",
        async () => pngDeclaring(30_000, 30_000),
        422,
        "photo_too_many_pixels",
        "La photo compte trop de pixels (30000 × 30000) : 40 mégapixels au plus. Prenez-la dans le mode habituel du téléphone ou réduisez-la.",
      ],
      [
        "trop petite",
        () => testJpeg({ width: 640, height: 150 }),
        422,
        "photo_too_small",
        "La photo est trop petite (640 × 150) : il faut au moins 200 pixels de chaque côté.",
      ],
    ];
    for (const [name, make, status, code, message] of cases) {
      it(`${name} : ${status} ${code}`, async () => {
        const before = await photoRows();
        const auditBefore = (await uploadAudit()).length;
        const { response, body } = await upload(await make(), { headers: { "Content-Type": "image/jpeg" } });
        expect(response.status).toBe(status);
        expect(body).toEqual({ status: "error", code, message });
        expect(await photoRows()).toBe(before);
        expect(await uploadAudit()).toHaveLength(auditBefore);
      });
    }
  });

  it("refuse un fichier de plus de 15 Mo annoncé par Content-Length, sans le lire (413)", async () => {
    const before = await photoRows();
    const { stream, read } = endlessBody(new Uint8Array(64 * 1024));
    const { response, body } = await upload(stream, {
      headers: { "Content-Length": String(PHOTO_UPLOAD_LIMITS.maxBytes + 1) },
    });
    expect(response.status).toBe(413);
    expect(response.headers.get("Connection")).toBe("close");
    expect(body).toEqual({
      status: "error",
      code: "photo_too_large",
      message: fill(photosApi.tooLarge, { megabytes: 15 }),
    });
    expect(body.message).toMatch(/^La photo dépasse 15 Mo/);
    expect(read.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(await photoRows()).toBe(before);
  });

  it("refuse un envoi sans longueur dès qu'il passe 15 Mo, sans lire la suite (413)", async () => {
    const before = await photoRows();
    const chunk = new Uint8Array(256 * 1024);
    const { stream, read } = endlessBody(chunk);
    const { response, body } = await upload(stream);
    expect(response.status).toBe(413);
    expect(body).toMatchObject({ code: "photo_too_large" });
    // The stream stopped being read a few chunks past the cap.
    expect(read.bytes).toBeGreaterThan(PHOTO_UPLOAD_LIMITS.maxBytes);
    expect(read.bytes).toBeLessThan(PHOTO_UPLOAD_LIMITS.maxBytes + 4 * chunk.byteLength);
    expect(await photoRows()).toBe(before);
  });

  it("un fichier au-delà de 64 Kio passe, la limite générale de l'API restant celle des autres routes", async () => {
    const bytes = await testPng({ seed: 17 });
    expect(bytes.length).toBeGreaterThan(64 * 1024);
    const { response } = await upload(bytes, { headers: { "Content-Length": String(bytes.length) } });
    expect(response.status).toBe(200);
    const elsewhere = await t.json("/v2/staff/team", {
      method: "POST",
      headers: { "Content-Type": "application/json", ...staffBearer(owner) },
      body: JSON.stringify({ name: "x".repeat(70 * 1024) }),
    });
    expect(elsewhere.response.status).toBe(413);
  });

  it("donne l'original à toute l'équipe, tel qu'envoyé, à garder en cache (son adresse nomme son contenu)", async () => {
    const bytes = await testWebp({ seed: 18 });
    await upload(bytes);
    const id = sha256(bytes);
    for (const token of [owner, staff]) {
      const response = await t.api.request(`/v2/staff/photos/${id}/original`, {
        headers: staffBearer(token),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("image/webp");
      expect(response.headers.get("Cache-Control")).toBe("private, max-age=31536000, immutable");
      expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
    }
    const anonymous = await t.json(`/v2/staff/photos/${id}/original`);
    expect(anonymous.response.status).toBe(401);
    const asCustomer = await t.json(`/v2/staff/photos/${id}/original`, {
      headers: staffBearer(await customerToken(t.database.db, t.clock())),
    });
    expect(asCustomer.response.status).toBe(401);
  });

  it("répond 404 en français pour une photo inconnue", async () => {
    for (const id of ["0".repeat(64), "pas-une-empreinte", `${"A".repeat(64)}`]) {
      const { response, body } = await t.json(`/v2/staff/photos/${id}/original`, {
        headers: staffBearer(staff),
      });
      expect(response.status, id).toBe(404);
      expect(body).toEqual({ status: "error", code: "photo_not_found", message: photosApi.notFound });
    }
  });
});

describe.each(TEST_ENGINES.slice(0, 1))("une photo envoyée par le réseau (%s)", (engine) => {
  let t: Awaited<ReturnType<typeof openTestApi>>;
  let server: Awaited<ReturnType<typeof startLocalServer>>;
  let owner: string;
  beforeAll(async () => {
    t = await openTestApi(engine);
    server = await startLocalServer(t.app);
    owner = (await createStaffMember(t.database.db, { role: "owner", now: t.clock() })).token;
  });
  afterAll(async () => {
    await server.close();
    await t.database.close();
  });

  it("arrive entière par HTTP, avec sa longueur", async () => {
    const bytes = await testJpeg({ seed: 21, width: 2000, height: 1500 });
    const response = await fetch(`${server.url}/v2/staff/photos`, {
      method: "POST",
      headers: { "Content-Type": "image/jpeg", ...staffBearer(owner) },
      body: bytes,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ payload: { photo: { id: sha256(bytes), width: 2000 } } });
  });

  it("envoyée par morceaux au-delà de 15 Mo : 413 dès la limite passée, puis la connexion fermée", async () => {
    const chunk = Buffer.alloc(1024 * 1024, 0xff);
    const chunks = Buffer.concat(
      Array.from({ length: 17 }, () =>
        Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from("\r\n")]),
      ),
    );
    const answer = await sendOverSocket(
      server.url,
      `POST /v2/staff/photos HTTP/1.1\r\nHost: boutique\r\nAuthorization: Bearer ${owner}\r\nContent-Type: image/jpeg\r\nTransfer-Encoding: chunked\r\n\r\n`,
      chunks,
    );
    const [head = "", body = ""] = answer.split("\r\n\r\n");
    expect(head).toMatch(/^HTTP\/1\.1 413 /);
    expect(head).toMatch(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(body)).toMatchObject({ code: "photo_too_large" });
    const [row] = await t.database.db.select({ n: count() }).from(schema.photos);
    expect(row?.n).toBe(1);
  });
});
