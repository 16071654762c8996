import { Octokit } from "@octokit/rest";
import { describe, SourceError } from "../errors.ts";

export type Repo = {
  name: string;
  html_url: string;
  description: string | null;
  fork: boolean;
  archived?: boolean;
  private: boolean;
  language?: string | null;
  topics?: string[];
  pushed_at?: string | null;
  stargazers_count?: number;
  forks_count?: number;
};

export type GitHubOptions = { apiUrl: string; token: string | undefined; timeoutMs: number };

type Failure = {
  status?: number;
  message?: string;
  name?: string;
  response?: { headers: Record<string, string | undefined> };
};

function client(options: GitHubOptions, timeout: string): Octokit {
  return new Octokit({
    baseUrl: options.apiUrl,
    auth: options.token,
    userAgent: "portfolio-import",
    // Each request gets its own time limit, so a long listing is not cut short.
    request: {
      fetch: (url: string, init: RequestInit) =>
        fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) }).catch((error) => {
          throw (error as Error).name === "TimeoutError" ? new Error(timeout) : error;
        }),
    },
    // Failures are reported once, by the importer; API deprecation warnings still show.
    log: { debug: () => {}, info: () => {}, warn: console.warn, error: () => {} },
  });
}

/** Every public repository the user owns, following GitHub's pagination to the last page. */
export async function listRepos(user: string, options: GitHubOptions): Promise<Repo[]> {
  const timeout = `no answer within ${options.timeoutMs / 1000} s`;
  const octokit = client(options, timeout);
  try {
    return await octokit.paginate(octokit.rest.repos.listForUser, {
      username: user,
      type: "owner",
      per_page: 100,
    });
  } catch (error) {
    throw new SourceError(`projects ${user}`, problem(error as Failure, user, options, timeout));
  }
}

type Pinned = { user: { pinnedItems: { nodes: ({ url?: string } | null)[] } } | null };

/**
 * The URLs of the repositories pinned to the user's profile. Only GitHub's
 * GraphQL API knows them, and it answers only with a token.
 */
export async function listPinned(user: string, options: GitHubOptions): Promise<string[]> {
  const where = `projects ${user}`;
  if (!options.token)
    throw new SourceError(where, "--pinned needs GITHUB_TOKEN: GitHub tells pins only to a token");
  const timeout = `no answer within ${options.timeoutMs / 1000} s`;
  try {
    const found = await client(options, timeout).graphql<Pinned>(
      `query($login: String!) { user(login: $login) {
        pinnedItems(first: 6, types: REPOSITORY) { nodes { ... on Repository { url } } } } }`,
      { login: user },
    );
    return (found.user?.pinnedItems.nodes ?? []).flatMap((node) => (node?.url ? [node.url] : []));
  } catch (error) {
    throw new SourceError(where, problem(error as Failure, user, options, timeout));
  }
}

function problem(error: Failure, user: string, options: GitHubOptions, timeout: string): string {
  const headers = error.response?.headers ?? {};
  const where = options.apiUrl;
  if (error.name === "TimeoutError") return `${where}: ${timeout}`;
  if (error.status === 404) return `no GitHub user named "${user}" at ${where}`;
  if (error.status === 401) return `${where} refused GITHUB_TOKEN (401 ${error.message})`;
  const limited =
    (error.status === 403 || error.status === 429) &&
    (headers["x-ratelimit-remaining"] === "0" ||
      headers["retry-after"] !== undefined ||
      /rate limit/i.test(error.message ?? ""));
  if (limited) return rateLimited(headers, options.token !== undefined);
  if (error.status && error.status !== 500)
    return `${where} answered HTTP ${error.status}: ${error.message}`;
  return `${where}: ${describe(error)}`;
}

function rateLimited(headers: Record<string, string | undefined>, withToken: boolean): string {
  const reset = Number(headers["x-ratelimit-reset"]);
  const retryAfter = Number(headers["retry-after"]);
  const at =
    Number.isFinite(reset) && reset > 0
      ? new Date(reset * 1000)
      : Number.isFinite(retryAfter)
        ? new Date(Date.now() + retryAfter * 1000)
        : undefined;
  const when = at
    ? `it resets at ${at.toISOString().replace(/\.\d+Z$/, "Z")} (in ${Math.max(1, Math.ceil((at.getTime() - Date.now()) / 60_000))} min)`
    : "try again later";
  const hint = withToken ? "" : "; set GITHUB_TOKEN for a higher limit";
  return `GitHub's rate limit is reached: ${when}${hint}`;
}
