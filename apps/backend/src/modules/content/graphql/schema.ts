import type { GraphQLSchema } from 'graphql';
import { builder } from '../../publishing/index.ts';
// Each content module adds its types and query fields to the shared builder when its entry is
// imported; these are this module's own.
import '../../navigation/index.ts';
import '../../merchandising/index.ts';
import '../faq/graphql.ts';
import '../glossary/graphql.ts';
import '../infomails/graphql.ts';
import '../../pages/index.ts';
import '../../articles/index.ts';
import '../../branches/index.ts';

let schema: GraphQLSchema | undefined;
/** Built once: Pothos builders cannot be converted twice. */
export function contentSchema(): GraphQLSchema {
  schema ??= builder.toSchema();
  return schema;
}
