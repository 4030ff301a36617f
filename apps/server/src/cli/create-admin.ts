/**
 * `npm run admin:create` (API.md "Demo data"): makes the first admin of a production database.
 * It takes the e-mail and password from ADMIN_EMAIL / ADMIN_PASSWORD, or asks for them (the
 * password twice, never echoed), checks them with the registration rules, opens the configured
 * database (DATABASE_URL, or the PGlite in DATA_DIR; the same config as the server, migrations
 * applied) and creates a verified Admin. Exit code 0 when the admin was made, 1 otherwise.
 */
import { createInterface } from 'node:readline';
import { passwordMessages } from '@neelami/shared/password';
import { type CreateAdminInput, createAdminSchema } from '@neelami/shared/registration';
import { type Config, ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { AppError } from '../errors';
import { createAdmin } from '../modules/users/create-admin';

/** The operator stopped the prompt (Ctrl+C, or stdin ended). */
class Cancelled extends Error {}

interface Prompter {
  ask(question: string): Promise<string>;
  askHidden(question: string): Promise<string>;
  close(): void;
}

/** Questions on a terminal: the password is read in raw mode and never echoed. */
function terminalPrompter(): Prompter {
  const { stdin, stdout } = process;
  return {
    ask: (question) =>
      new Promise((resolve, reject) => {
        const rl = createInterface({ input: stdin, output: stdout });
        rl.once('SIGINT', () => {
          rl.close();
          reject(new Cancelled());
        });
        rl.question(question, (answer) => {
          rl.close();
          resolve(answer);
        });
      }),
    askHidden: (question) =>
      new Promise((resolve, reject) => {
        stdout.write(question);
        let value = '';
        const done = () => {
          stdin.off('data', onData);
          stdin.setRawMode(false);
          stdin.pause();
          stdout.write('\n');
        };
        const onData = (chunk: Buffer) => {
          for (const ch of chunk.toString('utf8')) {
            if (ch === '\r' || ch === '\n') {
              done();
              resolve(value);
              return;
            }
            if (ch === '\u0003' || ch === '\u0004') {
              done();
              reject(new Cancelled());
              return;
            }
            if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
            else if (ch >= ' ') value += ch;
          }
        };
        stdin.setRawMode(true);
        stdin.resume();
        stdin.on('data', onData);
      }),
    close: () => {},
  };
}

/** Questions answered line by line from a pipe (`printf '%s\n' … | npm run admin:create`). */
function pipePrompter(): Prompter {
  const rl = createInterface({ input: process.stdin, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  const next = async (question: string) => {
    process.stdout.write(question);
    const line = await lines.next();
    process.stdout.write('\n');
    if (line.done) throw new Cancelled();
    return line.value;
  };
  return { ask: next, askHidden: next, close: () => rl.close() };
}

/** The e-mail and password: from the environment, else asked for. */
async function readAnswers(env: NodeJS.ProcessEnv): Promise<Record<string, string>> {
  const email = env.ADMIN_EMAIL;
  const password = env.ADMIN_PASSWORD;
  if (email && password) return { email, password };
  const prompter = process.stdin.isTTY ? terminalPrompter() : pipePrompter();
  try {
    const answers = { email: email || (await prompter.ask('Admin e-mail: ')), password: password ?? '' };
    if (!password) {
      answers.password = await prompter.askHidden('Password (at least 8 characters): ');
      const again = await prompter.askHidden('Password again: ');
      if (again !== answers.password) throw new AppError('INVALID_INPUT', passwordMessages.mismatch);
    }
    return answers;
  } finally {
    prompter.close();
  }
}

/** The input by the shared rules, or the rules' messages. */
function parseInput(answers: Record<string, string>): CreateAdminInput {
  const parsed = createAdminSchema.safeParse(answers);
  if (parsed.success) return parsed.data;
  const messages = [...new Set(parsed.error.issues.map((i) => i.message))];
  throw new AppError('INVALID_INPUT', messages.join('\n'));
}

async function main(): Promise<number> {
  let config: Config;
  try {
    // This command signs no tokens: it needs no JWT_SECRET (which the server requires in
    // production) and must not write a generated one into DATA_DIR.
    config = loadConfig(process.env, { jwtSecret: 'not-used-by-admin-create' });
  } catch (err) {
    if (err instanceof ConfigError) return fail(err.message);
    throw err;
  }
  let input: CreateAdminInput;
  try {
    input = parseInput(await readAnswers(process.env));
  } catch (err) {
    if (err instanceof Cancelled) return fail('Cancelled: no admin was created.');
    if (err instanceof AppError) return fail(err.message);
    throw err;
  }
  if (!config.databaseUrl) console.log(`Opening the embedded database in ${config.dataDir}…`);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const user = await createAdmin(database.db, input);
    console.log(`Admin created: ${user.email} (verified). Log in with this e-mail and password.`);
    return 0;
  } catch (err) {
    if (err instanceof AppError && err.code === 'CONFLICT') {
      return fail(
        `${err.message}: ${input.email}. Nothing was changed; an existing account is never made an admin here (an admin can change its role on Verify User Detail).`,
      );
    }
    if (err instanceof AppError) return fail(err.message);
    return fail(`Could not create the admin: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    await database.close();
  }
}

function fail(message: string): number {
  console.error(message);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`Could not create the admin: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
