// The K3-Instance response header (docs/operations.md "Running several processes"): which process answered, sent only
// when K3_INSTANCE_ID is set. It carries the operator's label and nothing else (no host name, pid or version), and goes
// on every response, errors and refusals included, so a trial can see how requests spread over the processes.
import fp from 'fastify-plugin';

export default fp(
  (app, _options, done) => {
    const instanceId = app.config.instanceId;
    if (instanceId !== null)
      // onSend runs for every reply, including the rate limiter's 429 and the error handler's answers.
      app.addHook('onSend', (_request, reply, payload, next) => {
        reply.header('k3-instance', instanceId);
        next(null, payload);
      });
    done();
  },
  { name: 'instance-header' },
);
