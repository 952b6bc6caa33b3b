export const id = 738;
export const ids = [738];
export const modules = {

/***/ 738:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O2: () => (/* binding */ notJson),
/* harmony export */   OK: () => (/* binding */ serviceRefusal),
/* harmony export */   YA: () => (/* binding */ seconds),
/* harmony export */   b6: () => (/* binding */ unknownOutcome),
/* harmony export */   hD: () => (/* binding */ ApiError),
/* harmony export */   o6: () => (/* binding */ statusHint),
/* harmony export */   pr: () => (/* binding */ attemptsNote),
/* harmony export */   s$: () => (/* binding */ waitRefusedNote)
/* harmony export */ });
/* unused harmony export duration */
class ApiError extends Error {
    name = 'ApiError';
    operation;
    status;
    serviceMessage;
    detail;
    maybeProcessed;
    attempts;
    /** `reason` is what follows "<operation> failed: "; it must already be one redacted line. */
    constructor(fields, reason) {
        super(`${fields.operation} failed: ${reason}`);
        this.operation = fields.operation;
        this.status = fields.status;
        this.serviceMessage = fields.serviceMessage;
        this.detail = fields.detail;
        this.maybeProcessed = fields.maybeProcessed;
        this.attempts = fields.attempts;
    }
}
/**
 * "<cause>, so the deployment may have been scheduled: check fabric … before running again";
 * with the deploymentId an answer named: "… may have been scheduled (deploymentId 90001): …".
 */
function unknownOutcome(cause, once, deploymentId) {
    const id = deploymentId === undefined ? '' : ` (deploymentId ${deploymentId})`;
    return `${cause}, so ${once.effect}${id}: ${once.advice}`;
}
/** "; the service asked to wait 1 h before another attempt (Retry-After), longer than this step waits (5 min)" */
function waitRefusedNote(waitMs, longestMs) {
    return `; the service asked to wait ${duration(waitMs)} before another attempt (Retry-After), longer than this step waits (${duration(longestMs)})`;
}
/** 45 s, 6 min 40 s, 2 h 5 min: a wait in the units a person reads. */
function duration(ms) {
    const total = Math.round(ms / 1000);
    if (total < 60)
        return `${Math.max(0, total)} s`;
    const h = Math.floor(total / 3600);
    const min = Math.floor((total % 3600) / 60);
    const sec = total % 60;
    if (h > 0)
        return min ? `${h} h ${min} min` : `${h} h`;
    return sec ? `${min} min ${sec} s` : `${min} min`;
}
/** " (after 4 attempts)", or nothing for a single attempt. */
function attemptsNote(attempts, earlier) {
    if (attempts <= 1)
        return '';
    return earlier
        ? ` (after ${attempts} attempts; an earlier one may have been processed: ${earlier})`
        : ` (after ${attempts} attempts)`;
}
/** What the user should do about an authentication or permission refusal. */
function statusHint(status) {
    if (status === 401)
        return 'check the token input';
    if (status === 403)
        return "check that the token's user may do this (a token acts with its user's permissions)";
    return undefined;
}
/**
 * The service said no: `{success: false, message[, error]}` (at any HTTP status), e.g.
 * "Fabric creation failed due to : … (HTTP 500)", "Deployment failed (HTTP 200): <detail>",
 * "HTTP 401: Unauthorized: … — check the token input".
 */
function serviceRefusal(status, message, detail) {
    const hint = statusHint(status);
    if (hint)
        return `HTTP ${status}: ${message || 'request refused'} — ${hint}`;
    const head = message ? `${message} (HTTP ${status})` : `HTTP ${status}`;
    return detail ? `${head}: ${detail}` : head;
}
/** A body that is not JSON (a proxy's page): the status and a sanitised excerpt. */
function notJson(status, excerpt) {
    const hint = statusHint(status);
    const what = excerpt
        ? `HTTP ${status} with a non-JSON body: "${excerpt}"`
        : `HTTP ${status} with an empty body`;
    return hint ? `${what} — ${hint}` : what;
}
/** Formats a time-out as the user set it: 600 s, 0.3 s. */
function seconds(ms) {
    return `${Number((ms / 1000).toFixed(3))} s`;
}


/***/ })

};
