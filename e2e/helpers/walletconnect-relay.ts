// A local WalletConnect relay for the browser tests (issue 3 §2 "WalletConnect only when a project id is configured";
// docs/architecture.md "tests never call the internet"): a WebSocket server speaking the relay's JSON-RPC as
// @walletconnect/core 2.25 uses it (method names from @walletconnect/relay-api's RELAY_JSONRPC.irn):
//   irn_subscribe {topic} -> subscription id; irn_batchSubscribe {topics} -> ids; irn_unsubscribe {id, topic};
//   irn_batchUnsubscribe {subscriptions}; irn_publish {topic, message, ttl, tag}; irn_batchPublish {messages};
//   irn_batchFetchMessages {topics} -> {messages, hasMore: false};
//   wc_proposeSession {pairingTopic, sessionProposal} and wc_approveSession {pairingTopic, sessionTopic,
//   sessionProposalResponse, sessionSettlementRequest}: the sign client's "custom publish" of the proposal and its
//   approval, delivered as messages on those topics; the relay subscribes their sender to the pairing (proposal) or
//   session (approval) topic, as the sign client does not send irn_subscribe for them.
// A message reaches every other socket subscribed to its topic as an irn_subscription request
// {id: subscriptionId, data: {topic, message, publishedAt, tag}}; recent messages are kept per topic for late
// subscribers (the wallet subscribes to the pairing topic after the page published its proposal). Unknown methods
// get `true`. Messages are end-to-end encrypted by the clients: the relay only routes opaque strings, like the real one.
import { createHash, randomUUID } from 'node:crypto';
import { WebSocketServer, type WebSocket } from 'ws';

interface KeptMessage {
  topic: string;
  message: string;
  publishedAt: number;
  tag: number;
  /** The publisher's Verify attestation ('' when it has none): forwarded like the real relay does. */
  attestation?: string;
  expiresAt: number;
  /** The socket that published it: a client never receives its own messages. */
  from: WebSocket;
}

interface JsonRpcRequest {
  id: number | string;
  jsonrpc: '2.0';
  method: string;
  params?: unknown;
}

export interface LocalRelay {
  /** ws://127.0.0.1:<port> */
  url: string;
  /** Every request method received, in order (assertions on what the clients used). */
  readonly methods: string[];
  close(): Promise<void>;
}

const DEFAULT_TTL_S = 300;
const PING_INTERVAL_MS = 5_000;

type Params = Record<string, unknown>;

const asParams = (value: unknown): Params => (typeof value === 'object' && value !== null ? (value as Params) : {});
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const number = (value: unknown, fallback: number): number => (typeof value === 'number' ? value : fallback);

export async function startWalletConnectRelay(port = 0): Promise<LocalRelay> {
  const server = new WebSocketServer({ host: '127.0.0.1', port });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const address = server.address();
  const boundPort = typeof address === 'object' && address !== null ? address.port : port;

  const methods: string[] = [];
  const kept = new Map<string, KeptMessage[]>();
  /** topic -> socket -> subscription id */
  const subscriptions = new Map<string, Map<WebSocket, string>>();
  const socketKeys = new WeakMap<WebSocket, string>();

  const send = (socket: WebSocket, payload: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(payload));
  };

  const deliver = (socket: WebSocket, subscriptionId: string, item: KeptMessage) => {
    send(socket, {
      id: Date.now() * 1000 + Math.floor(Math.random() * 1000),
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: {
        id: subscriptionId,
        data: {
          topic: item.topic,
          message: item.message,
          publishedAt: item.publishedAt,
          tag: item.tag,
          attestation: item.attestation,
        },
      },
    });
  };

  const liveMessages = (topic: string): KeptMessage[] => {
    const now = Date.now();
    const list = (kept.get(topic) ?? []).filter((item) => item.expiresAt > now);
    kept.set(topic, list);
    return list;
  };

  const publish = (from: WebSocket, params: Params, topic: string, message: string, tag: number) => {
    if (!topic || !message) return;
    const publishedAt = Date.now();
    const ttlS = number(params.ttl, DEFAULT_TTL_S);
    const attestation = typeof params.attestation === 'string' ? params.attestation : undefined;
    const item: KeptMessage = { topic, message, publishedAt, tag, attestation, expiresAt: publishedAt + ttlS * 1000, from };
    liveMessages(topic).push(item);
    for (const [socket, subscriptionId] of subscriptions.get(topic) ?? []) {
      if (socket !== from) deliver(socket, subscriptionId, item);
    }
  };

  const subscribe = (socket: WebSocket, topic: string): string => {
    const id = createHash('sha256')
      .update(topic + (socketKeys.get(socket) ?? ''))
      .digest('hex');
    const subscribers = subscriptions.get(topic) ?? new Map<WebSocket, string>();
    subscribers.set(socket, id);
    subscriptions.set(topic, subscribers);
    return id;
  };

  /** Kept messages reach a new subscriber after the answer to its subscribe request. */
  const deliverKept = (socket: WebSocket, topic: string) => {
    const id = subscriptions.get(topic)?.get(socket);
    if (id === undefined) return;
    for (const item of liveMessages(topic)) if (item.from !== socket) deliver(socket, id, item);
  };

  const unsubscribe = (socket: WebSocket, topic: string) => {
    subscriptions.get(topic)?.delete(socket);
  };

  const handle = (socket: WebSocket, request: JsonRpcRequest): { result: unknown; after?: () => void } => {
    const params = asParams(request.params);
    switch (request.method) {
      case 'irn_subscribe': {
        const topic = text(params.topic);
        return { result: subscribe(socket, topic), after: () => deliverKept(socket, topic) };
      }
      case 'irn_batchSubscribe': {
        const topics = Array.isArray(params.topics) ? params.topics.map(text) : [];
        return {
          result: topics.map((topic) => subscribe(socket, topic)),
          after: () => topics.forEach((topic) => deliverKept(socket, topic)),
        };
      }
      case 'irn_unsubscribe':
        unsubscribe(socket, text(params.topic));
        return { result: true };
      case 'irn_batchUnsubscribe':
        for (const item of Array.isArray(params.subscriptions) ? params.subscriptions : []) {
          unsubscribe(socket, text(asParams(item).topic));
        }
        return { result: true };
      case 'irn_publish':
        publish(socket, params, text(params.topic), text(params.message), number(params.tag, 0));
        return { result: true };
      case 'irn_batchPublish':
        for (const item of Array.isArray(params.messages) ? params.messages.map(asParams) : []) {
          publish(socket, item, text(item.topic), text(item.message), number(item.tag, 0));
        }
        return { result: true };
      case 'irn_batchFetchMessages': {
        const topics = Array.isArray(params.topics) ? params.topics.map(text) : [];
        const messages = topics.flatMap((topic) =>
          liveMessages(topic)
            .filter((item) => item.from !== socket)
            .map(({ topic: itemTopic, message, publishedAt, tag, attestation }) => ({
              topic: itemTopic,
              message,
              publishedAt,
              tag,
              attestation,
            })),
        );
        return { result: { messages, hasMore: false } };
      }
      case 'wc_proposeSession':
        // The relay subscribes the proposer to the pairing topic itself (the sign client skips irn_subscribe).
        subscribe(socket, text(params.pairingTopic));
        publish(socket, params, text(params.pairingTopic), text(params.sessionProposal), number(params.tag, 1100));
        return { result: true };
      case 'wc_approveSession': {
        // Likewise the approver to the session topic.
        subscribe(socket, text(params.sessionTopic));
        publish(socket, params, text(params.pairingTopic), text(params.sessionProposalResponse), 1101);
        publish(socket, params, text(params.sessionTopic), text(params.sessionSettlementRequest), 1102);
        return { result: true };
      }
      default:
        return { result: true };
    }
  };

  server.on('connection', (socket) => {
    socketKeys.set(socket, randomUUID());
    socket.on('message', (data: Buffer) => {
      let payload: unknown;
      try {
        payload = JSON.parse(data.toString('utf8'));
      } catch {
        return;
      }
      const request = payload as Partial<JsonRpcRequest>;
      // Responses (the clients' acknowledgements of irn_subscription) need no answer.
      if (typeof request.method !== 'string' || request.id === undefined) return;
      methods.push(request.method);
      const { result, after } = handle(socket, request as JsonRpcRequest);
      send(socket, { id: request.id, jsonrpc: '2.0', result });
      after?.();
    });
    socket.on('close', () => {
      for (const subscribers of subscriptions.values()) subscribers.delete(socket);
    });
  });

  // Node clients end a socket that stays silent past their heartbeat; browsers ignore pings.
  const pinger = setInterval(() => server.clients.forEach((socket) => socket.ping()), PING_INTERVAL_MS);
  pinger.unref();

  return {
    url: `ws://127.0.0.1:${boundPort}`,
    methods,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(pinger);
        server.clients.forEach((socket) => socket.terminate());
        server.close(() => resolve());
      }),
  };
}
