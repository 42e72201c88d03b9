import * as v from 'valibot';

/** `builds/latest.json`: the build the server serves now. Only `id` is read (spec section 7). */
export const LatestBuildSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  timestamp: v.number(),
});
export type LatestBuild = v.InferOutput<typeof LatestBuildSchema>;

/** One route rule: what the build knows about the paths a pattern matches. */
export const RouteRuleSchema = v.object({
  prerender: v.optional(v.boolean()),
});
export type RouteRule = v.InferOutput<typeof RouteRuleSchema>;

/** `builds/meta/{id}.json`: the route rules and the prerendered paths of one build. */
export const BuildMetaSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  timestamp: v.number(),
  prerendered: v.array(v.string()),
  routeRules: v.record(v.string(), RouteRuleSchema),
});
export type BuildMeta = v.InferOutput<typeof BuildMetaSchema>;

/** A target path as the router reports it: absolute, same origin. */
export const TargetPathSchema = v.pipe(v.string(), v.startsWith('/'), v.maxLength(2000));

/** The reload throttle record: path → time of the last automatic reload (ms since epoch). */
export const ReloadRecordSchema = v.record(v.pipe(v.string(), v.startsWith('/')), v.number());
export type ReloadRecord = v.InferOutput<typeof ReloadRecordSchema>;
