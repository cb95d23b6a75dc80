import type {
  AppRoute,
  ContractAnyType,
  ContractNoBodyType,
  ContractOtherResponse,
  ParamsFromUrl,
  ZodInferOrType,
  ZodInputOrType,
} from '@ts-rest/core';
import type { HttpHandler } from 'msw';

/*
 * What a resolver receives and returns, derived from its contract route, so a
 * handler cannot disagree with the contract about names or shapes.
 */

/** Path params after the route's pathParams schema (ids are numbers), else the path's :names as text. */
export type RouteParams<R extends AppRoute> = R extends { pathParams: infer P }
  ? ZodInferOrType<P>
  : ParamsFromUrl<R['path']>;

/** The parsed query (after coercion and transforms), or undefined when the route declares none. */
export type RouteQuery<R extends AppRoute> = R extends { query: infer Q } ? ZodInferOrType<Q> : undefined;

/** Only the headers the route declares (e.g. `auth-token`), parsed. */
export type RouteHeaders<R extends AppRoute> = R extends { headers: infer H } ? ZodInferOrType<H> : undefined;

/** The parsed body (multipart already decoded; files are Blobs), or undefined for GET and c.noBody(). */
export type RouteBody<R extends AppRoute> = R extends { body: infer B }
  ? B extends ContractNoBodyType
    ? undefined
    : ZodInferOrType<B>
  : undefined;

type SuccessStatus<R extends AppRoute> = Extract<keyof R['responses'], 200 | 201 | 202 | 203 | 204>;

/** The `body` inside `{ success: true, body }`: what a resolver returns; the pipeline wraps it. */
type EnvelopeBody<T> = ZodInputOrType<T> extends { success: true; body: infer B } ? B : never;

/** A response the pipeline passes through untouched: files (offers.getDocument) and nothing else. */
export type RawResultLike = { readonly kind: 'raw'; readonly status: number; readonly response: Response };

export type ResolverResult<R extends AppRoute> = {
  [S in SuccessStatus<R>]: R['responses'][S] extends ContractOtherResponse<ContractAnyType>
    ? RawResultLike
    : { status: S; body: EnvelopeBody<R['responses'][S]> };
}[SuccessStatus<R>];

declare const SERVES: unique symbol;

/**
 * An msw handler for the contract route R (what defineHandler answers). R is
 * a type only, so that a handler under another route's key does not compile.
 */
export type RouteHandler<R extends AppRoute> = HttpHandler & { readonly [SERVES]: R };
