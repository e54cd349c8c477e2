/**
 * `npm run staff:create -- --email … --name … --role owner|staff` (ADR 040): adds a member of the
 * restaurant's team, or, for a known address, sets their name, role and password (and logs them
 * out everywhere). How the first owner is made; the owner then manages the team from the board.
 *
 * Same database as the server (DATABASE_URL, else DATA_DIR, read and checked by env.ts). The
 * password is asked on the terminal, hidden, or read from STAFF_PASSWORD (scripts, containers,
 * the browser tests). With PGlite the command refuses to run while the server holds the folder.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { newStaffBodySchema } from "@comptoir/contracts";
import { openDatabase } from "@comptoir/db";
import { accountApi, fill, serverFailures, staffCommand } from "@comptoir/messages";
import { refuseTakenDataFolder } from "./data-folder.ts";
import { readConfig } from "./env.ts";
import { isCommonPassword } from "./services/accounts/common-passwords.ts";
import { putStaffMember } from "./services/staff/staff-team.ts";

function stop(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  const input = process.stdin;
  process.stdout.write(question);
  input.setRawMode(true);
  input.setEncoding("utf8");
  input.resume();
  return new Promise((done, fail) => {
    let answer = "";
    const finish = () => {
      input.off("data", onData);
      input.setRawMode(false);
      input.pause();
      process.stdout.write("\n");
    };
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === "\r" || character === "\n") {
          finish();
          done(answer);
          return;
        }
        if (character === "\u0003") {
          finish();
          fail(new Error(serverFailures.interrupted));
          return;
        }
        answer = character === "\u007f" || character === "\b" ? answer.slice(0, -1) : answer + character;
      }
    };
    input.on("data", onData);
  });
}

async function passwordOfCaller(): Promise<string> {
  const given = process.env.STAFF_PASSWORD;
  if (given) return given;
  if (!process.stdin.isTTY) stop(staffCommand.passwordMissing);
  const first = await askHidden(staffCommand.passwordPrompt);
  const second = await askHidden(staffCommand.passwordAgain);
  if (first !== second) stop(staffCommand.passwordsDiffer);
  return first;
}

let flags: { email?: string | undefined; name?: string | undefined; role?: string | undefined };
try {
  flags = parseArgs({
    options: { email: { type: "string" }, name: { type: "string" }, role: { type: "string" } },
    strict: true,
    allowPositionals: false,
  }).values;
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  const flag = String((error as Error).message).match(/'(-[^']*)'/)?.[1] ?? "";
  stop(
    `${code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE" ? fill(staffCommand.missingValue, { flag }) : fill(staffCommand.unknownFlag, { flag })}\n${staffCommand.usage}`,
  );
}
if (!flags.email || !flags.name || !flags.role) stop(staffCommand.usage);

const configured = readConfig(process.env);
if (!configured.ok) stop(configured.message);
const config = configured.config;

const password = await passwordOfCaller();
const checked = newStaffBodySchema.safeParse({
  email: flags.email,
  name: flags.name,
  role: flags.role,
  password,
});
if (!checked.success) stop(checked.error.issues[0]?.message ?? staffCommand.usage);
if (isCommonPassword(checked.data.password)) stop(accountApi.commonPassword);

const database = await openDatabase(
  config.DATABASE_URL
    ? { engine: "postgres", url: config.DATABASE_URL, poolSize: 1 }
    : { engine: "pglite", dataDir: resolve(config.DATA_DIR) },
).catch(refuseTakenDataFolder);
try {
  const { member, created } = await putStaffMember(database.db, checked.data);
  const role = member.role === "owner" ? staffCommand.roleOwner : staffCommand.roleStaff;
  process.stdout.write(
    `${fill(created ? staffCommand.created : staffCommand.updated, { role, name: member.name, email: member.email })}\n`,
  );
} finally {
  await database.close();
}
