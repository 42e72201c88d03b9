import * as v from 'valibot';
import { WorkspaceSchema, type Workspace } from '../../contract/firms';

export { WorkspaceSchema, type Workspace };

const EnvSchema = v.object({
  VITE_WORKSPACE: v.optional(WorkspaceSchema, 'Redress'),
});

const env = v.parse(EnvSchema, import.meta.env);
export const workspace: Workspace = env.VITE_WORKSPACE;
