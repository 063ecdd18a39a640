import { z } from 'zod';
import { API_HUB_LIMITS, HTTP_METHODS, VARIABLE_KEY } from '../../domain/api-hub/api-hub-limits.js';

/**
 * The API testing hub's bodies (devtools README, "API testing hub"). Shapes and bounds answer
 * VALIDATION_FAILED; the limits a user can reach in normal use (the body's bytes, a header's characters,
 * duplicate keys, the counts of environments and collections, a collection's size) are the use cases',
 * with DEVTOOLS_* codes.
 */
const nameValue = z.tuple([z.string().max(8192), z.string().max(64 * 1024)]);
const method = z.enum(HTTP_METHODS);
const name = z.string().trim().min(1).max(120);

export const httpSendInput = z.object({
  method,
  url: z.string().trim().min(1).max(API_HUB_LIMITS.maxUrlLength),
  headers: z.array(nameValue).max(1000).default([]),
  // Characters, not bytes: the use case checks the UTF-8 size once variables are in.
  body: z
    .string()
    .max(4 * 1024 * 1024)
    .nullish()
    .transform((v) => v ?? undefined),
  followRedirects: z.boolean().default(false),
  // No environment: absent, null or ''.
  environmentId: z
    .string()
    .max(64)
    .nullish()
    .transform((v) => v || undefined),
});

export const environmentInput = z.object({
  name,
  variables: z
    .array(
      z.object({
        key: z.string().regex(VARIABLE_KEY),
        value: z.string().max(API_HUB_LIMITS.maxVariableValueLength),
        secret: z.boolean().default(false),
        hasValue: z.boolean().optional(),
      }),
    )
    .max(API_HUB_LIMITS.variablesPerEnvironment),
});

const savedRequest = z.object({
  id: z.string().min(1).max(64),
  name: z.string().max(200),
  method,
  url: z.string().max(API_HUB_LIMITS.maxUrlLength),
  params: z.array(nameValue).max(API_HUB_LIMITS.maxHeaders),
  headers: z.array(nameValue).max(API_HUB_LIMITS.maxHeaders),
  body: z.object({
    mode: z.enum(['none', 'json', 'form', 'raw']),
    text: z.string(),
    form: z.array(nameValue).max(1000),
  }),
  auth: z.object({
    type: z.enum(['none', 'bearer', 'basic']),
    token: z.string().max(8192).optional(),
    username: z.string().max(1024).optional(),
    password: z.string().max(1024).optional(),
  }),
  assertions: z
    .array(
      z.object({
        kind: z.enum(['status', 'header', 'json-path', 'time']),
        target: z.string().max(1024).optional(),
        op: z.enum(['equals', 'contains', 'below']),
        value: z.string().max(8192),
      }),
    )
    .max(100),
});

export const collectionInput = z.object({
  name,
  // Past 200 the use case answers DEVTOOLS_COLLECTION_TOO_LARGE; this bound only stops absurd bodies.
  requests: z.array(savedRequest).max(10_000),
});
