export const id = 369;
export const ids = [369];
export const modules = {

/***/ 3369:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  IssueLookupLimit: () => (/* binding */ IssueLookupLimit),
  MAX_ISSUE_PAGES: () => (/* binding */ MAX_ISSUE_PAGES),
  fabricHealthMarker: () => (/* binding */ fabricHealthMarker),
  keepHealthIssue: () => (/* binding */ keepHealthIssue),
  testHealthMarker: () => (/* binding */ testHealthMarker)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 8 modules
var schemas = __webpack_require__(2716);
// EXTERNAL MODULE: ./.tmp-bundle/lib/common/errors.js
var errors = __webpack_require__(2711);
// EXTERNAL MODULE: ./.tmp-bundle/lib/common/limits.js
var limits = __webpack_require__(1676);
// EXTERNAL MODULE: ./.tmp-bundle/lib/common/text.js
var common_text = __webpack_require__(8275);
// EXTERNAL MODULE: ./.tmp-bundle/lib/github/answers.js
var answers = __webpack_require__(9951);
// EXTERNAL MODULE: ./.tmp-bundle/lib/github/identity.js
var github_identity = __webpack_require__(2084);
// EXTERNAL MODULE: ./.tmp-bundle/lib/github/route.js
var route = __webpack_require__(8477);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/github/labels.js
/**
 * The labels an issue the action opens carries: each is looked up, and created when the repository
 * lacks it. Two steps may create the same label at once: GitHub's `already_exists` says the other
 * one did, which is what was wanted.
 */



const GET = (0,route/* route */.w)((octokit) => octokit.rest.issues.getLabel, 'repeatable');
/** Sent once: a create that may have been applied is not sent again; the next run finds the label. */
const CREATE = (0,route/* route */.w)((octokit) => octokit.rest.issues.createLabel, 'once');
const Label = schemas/* object */.Ikc({ name: schemas/* string */.YjP() });
/** Creates each label of `names` the repository lacks; throws a GitHubRequestError otherwise. */
async function ensureLabels(api, repo, names, look) {
    for (const name of names) {
        if (await hasLabel(api, repo, name))
            continue;
        try {
            await api.request(CREATE, { ...repo, name, ...look }, Label);
        }
        catch (err) {
            if (!(err instanceof answers/* GitHubRequestError */.vK && isAlreadyThere(err)))
                throw err;
        }
    }
}
async function hasLabel(api, repo, name) {
    try {
        await api.request(GET, { ...repo, name }, Label);
        return true;
    }
    catch (err) {
        if (err instanceof answers/* GitHubRequestError */.vK && err.kind === 'http' && err.status === 404)
            return false;
        throw err;
    }
}
/** 422 Validation Failed, `{resource: Label, code: already_exists, field: name}`. */
function isAlreadyThere(err) {
    return err.kind === 'http' && err.status === 422 && /\balready_exists\b/.test(err.githubMessage);
}

// EXTERNAL MODULE: ./.tmp-bundle/lib/github/marked-comment.js
var marked_comment = __webpack_require__(7822);
;// CONCATENATED MODULE: ./.tmp-bundle/lib/github/marked-issue.js
/**
 * The health issue: one GitHub issue per check, found again by a hidden marker and its creator,
 * the token's own identity (identity.ts): an issue anyone else opened with the marker is never
 * touched. It is opened when the check fails, its body edited (never a comment per run) while it
 * fails, and closed with one comment when it passes; a failure within a week of the close reopens
 * it rather than opening another. At most one is open per marker: when the bounded lookup ends
 * without an answer, nothing is written, as a second issue would be worse than a stale one.
 */









const PAGE_SIZE = 100;
/** The same bound as the pull-request comment's lookup: 2,000 issues. */
const MAX_ISSUE_PAGES = marked_comment.MAX_COMMENT_PAGES;
/** A check that fails again within this long after its issue was closed reopens that issue. */
const REOPEN_WITHIN_MS = 7 * 24 * 60 * 60 * 1000;
const TRIMMED_NOTE = '\n\n… (trimmed to fit GitHub’s issue limit; the latest run’s job summary has it all)';
const LIST = (0,route/* route */.w)((octokit) => octokit.rest.issues.listForRepo, 'repeatable');
/** An open and a comment are sent once; an edit sets whole values, so a second copy is the same. */
const OPEN = (0,route/* route */.w)((octokit) => octokit.rest.issues.create, 'once');
const EDIT = (0,route/* route */.w)((octokit) => octokit.rest.issues.update, 'repeatable');
const COMMENT = (0,route/* route */.w)((octokit) => octokit.rest.issues.createComment, 'once');
const Issue = schemas/* object */.Ikc({
    number: schemas/* number */.aig().int().positive().max(Number.MAX_SAFE_INTEGER),
    state: schemas/* string */.YjP(),
    body: schemas/* string */.YjP().nullish(),
    html_url: schemas/* unknown */.L5J(),
    // null for a deleted account ("ghost"): never ours.
    user: schemas/* object */.Ikc({ login: schemas/* string */.YjP(), type: schemas/* string */.YjP() }).nullish(),
    closed_at: schemas/* string */.YjP().nullish(),
    // Pull requests are issues to this list: they carry this key, and are never ours to keep.
    pull_request: schemas/* unknown */.L5J().optional(),
});
const Comment = schemas/* object */.Ikc({ id: schemas/* number */.aig() });
/** The labels the action creates look like this. */
const LABEL_LOOK = {
    color: 'd73a4a',
    description: 'A scheduled check that fails, kept by orchestration-action (health-issue)',
};
/** A test or report step's: one per project, fabric and check name. */
function testHealthMarker(projectId, fabricId, checkName) {
    return healthMarker(['data-tests', projectId, String(fabricId), checkName]);
}
/** A fabric plan's: one per fabric file. */
function fabricHealthMarker(file) {
    return healthMarker(['fabric', file]);
}
/** `:` between the parts, and encoded inside each, so two lists of parts never share a marker. */
function healthMarker(parts) {
    const encoded = parts.map((part) => (0,marked_comment.encodeName)(part).replace(/:/g, '%3A'));
    return `<!-- orchestration-action:health:${encoded.join(':')} -->`;
}
/** Our issue was not among the issues the bounded lookup reads: said in the warning. */
class IssueLookupLimit extends errors/* ActionError */.lZ {
    name = 'IssueLookupLimit';
}
/**
 * `htmlUrl` is undefined when GitHub's answer named no address on the GitHub server; `writtenAs`
 * says GitHub opened the issue as another identity (a GitHub App's token): the next run will not
 * find it.
 */
async function keepHealthIssue(api, repo, request, redact) {
    const identity = await (0,github_identity/* tokenIdentity */.sX)(api);
    const { open, closed } = await findIssue(api, repo, request, identity);
    const body = request.failing === undefined
        ? undefined
        : (0,common_text/* clip */.$Q)(`${request.marker}\n${redact(request.failing)}`, limits/* ISSUE_BODY_MAX_CHARS */.WT, TRIMMED_NOTE);
    const done = (action, issue, writtenAs) => ({
        action,
        number: issue.number,
        htmlUrl: (0,answers/* addressUnder */.Ly)(issue.html_url, api.serverUrl),
        writtenAs,
    });
    if (body === undefined) {
        if (!open)
            return { action: 'none' };
        const number = { ...repo, issue_number: open.number };
        await api.request(COMMENT, { ...number, body: redact(request.passing) }, Comment);
        const shut = await api.request(EDIT, { ...number, state: 'closed', state_reason: 'completed' }, Issue);
        return done('closed', shut);
    }
    if (open)
        return done('edited', await api.request(EDIT, { ...repo, issue_number: open.number, body }, Issue));
    if (closed && recentlyClosed(closed, request.now)) {
        const reopen = { state: 'open', state_reason: 'reopened' };
        return done('reopened', await api.request(EDIT, { ...repo, issue_number: closed.number, ...reopen, body }, Issue));
    }
    await ensureLabels(api, repo, request.labels, LABEL_LOOK);
    const title = (0,common_text/* clip */.$Q)((0,common_text/* oneLine */.TN)(redact(request.title)), limits/* ISSUE_TITLE_MAX_CHARS */.Sb);
    const opened = await api.request(OPEN, { ...repo, title, body, labels: [...request.labels] }, Issue);
    return done('opened', opened, opened.user && !(0,github_identity/* isIdentity */.Lk)(identity, opened.user) ? opened.user.login : undefined);
}
/** Closed at most REOPEN_WITHIN_MS ago; a time GitHub did not give or that cannot be read is not. */
function recentlyClosed(issue, now) {
    const closedAt = Date.parse(issue.closed_at ?? '');
    return Number.isFinite(closedAt) && now - closedAt <= REOPEN_WITHIN_MS;
}
/**
 * Our open issue (the first the list shows), or else our most recently closed one. The list is
 * GitHub's own filter (the labels, the creator), most recently updated first; the marker must
 * start the body, as ours does, so an issue quoting it is not taken.
 */
async function findIssue(api, repo, { marker, labels }, identity) {
    const pages = api.pages(LIST, {
        ...repo,
        labels: labels.join(','),
        state: 'all',
        creator: identity.login,
        sort: 'updated',
        direction: 'desc',
        per_page: PAGE_SIZE,
    }, schemas/* array */.YOg(Issue), MAX_ISSUE_PAGES);
    let closed;
    for await (const { data, hasNext } of pages) {
        for (const issue of data) {
            const ours = issue.pull_request === undefined &&
                (0,github_identity/* isIdentity */.Lk)(identity, issue.user) &&
                issue.body?.startsWith(marker);
            if (!ours)
                continue;
            if (issue.state === 'open')
                return { open: issue };
            if (!closed || closedTime(issue) > closedTime(closed))
                closed = issue;
        }
        if (!hasNext)
            return { closed };
    }
    const most = (0,common_text/* formatCount */.B4)(MAX_ISSUE_PAGES * PAGE_SIZE);
    throw new IssueLookupLimit(`the repository has more than ${most} issues labelled ${labels.join(', ')} by ${identity.login}, and no open one of this check is among the ${most} most recently updated: no issue was opened, edited or closed, so as not to add a second one`);
}
function closedTime(issue) {
    const time = Date.parse(issue.closed_at ?? '');
    return Number.isFinite(time) ? time : -Infinity;
}


/***/ })

};
