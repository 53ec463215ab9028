import type { AppDeps, RequestAuth } from "../deps";

export type Context = AppDeps &
  RequestAuth & {
    ip: string;
    /** Adds a Set-Cookie header to the response (sign-in and sign-out). */
    setCookie: (value: string) => void;
    /** A cookie the request carried (none when called without a request). */
    cookie?: (name: string) => string | undefined;
  };
