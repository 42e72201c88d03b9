import * as v from 'valibot';

export const WorkspaceSchema = v.picklist(['Redress', 'SGUK', 'SGUKINTERNAL', 'Complex365']);
export type Workspace = v.InferOutput<typeof WorkspaceSchema>;

const EnvSchema = v.object({
  VITE_WORKSPACE: v.optional(WorkspaceSchema, 'Redress'),
});

const env = v.parse(EnvSchema, import.meta.env);
export const workspace: Workspace = env.VITE_WORKSPACE;
