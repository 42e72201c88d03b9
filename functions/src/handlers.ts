export interface CallContext {
  uid: string;
}

export type Handler = (data: unknown, ctx: CallContext) => Promise<unknown>;

/** Function names the gateway answers. */
export const handlers: Record<string, Handler> = {
  ping: (_data, ctx) => Promise.resolve({ data: { ok: true, uid: ctx.uid } }),
};
