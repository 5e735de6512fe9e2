import Fastify from 'fastify';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defineEndpoint } from '@commons/shared/contract';
import { AppError } from '../../src/errors';
import { route } from '../../src/lib/endpoint-route';

const thing = defineEndpoint({
  method: 'POST',
  path: '/things/:thingId',
  params: v.object({ thingId: v.pipe(v.string(), v.regex(/^\d+$/, 'thingId must be digits')) }),
  body: v.object({ name: v.pipe(v.string('name is required'), v.trim()) }),
  reply: v.object({ thingId: v.string(), name: v.string() }),
  status: 201,
  access: 'public',
  summary: 'A test endpoint',
});

/** An app with the API's compilers (docs only) and error handler, serving `thing` as `handler` says. */
async function appWith(handler: (input: { thingId: string; name: string }) => unknown) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  // As the API's error handler answers: a refusal's message, a failure's generic one.
  app.setErrorHandler(async (error, _request, reply) =>
    error instanceof AppError ? reply.code(error.statusCode).send({ message: error.message }) : reply.code(500).send({ message: 'Server error' }),
  );
  const logged: unknown[] = [];
  app.addHook('onError', async (_request, _reply, error) => {
    logged.push(error);
  });
  route(app, thing, async (request) => handler({ ...request.input.params, ...request.input.body }) as never);
  return { app, logged };
}

const post = (app: Awaited<ReturnType<typeof appWith>>['app'], thingId: string, payload: object) =>
  app.inject({ method: 'POST', url: `/things/${thingId}`, payload });

describe('a route registered from its endpoint declaration', () => {
  it('should parse its params and body and answer its status with the reply its schema sends', async () => {
    const { app } = await appWith((input) => ({ ...input, passwordHash: 'secret' }));
    const answer = await post(app, '42', { name: '  Kettle ' });
    expect(answer.statusCode).toBe(201);
    // A field the reply schema does not name never reaches the wire.
    expect(answer.json()).toEqual({ thingId: '42', name: 'Kettle' });
  });

  it('should refuse a bad parameter or body with 400 and its message, before the handler runs', async () => {
    let ran = false;
    const { app } = await appWith(() => {
      ran = true;
      return {};
    });
    expect((await post(app, 'x', { name: 'a' })).json()).toEqual({ message: 'thingId: thingId must be digits' });
    expect((await post(app, '1', {})).json()).toEqual({ message: 'name: required' });
    expect(ran).toBe(false);
  });

  it('should answer 500 and log, not send, a reply its schema refuses', async () => {
    const { app, logged } = await appWith(() => ({ thingId: 42 }));
    const answer = await post(app, '1', { name: 'a' });
    expect(answer.statusCode).toBe(500);
    expect(answer.body).not.toContain('42');
    expect(String(logged[0])).toContain('POST /things/:thingId answered a reply its schema refuses: thingId');
  });
});
