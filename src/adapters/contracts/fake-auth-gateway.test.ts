import { FakeAuthGateway } from '../../application/session/auth-gateway.fake';
import { runAuthGatewayContract } from './auth-gateway.contract';

// The fake the machine tests use must behave like the real gateways.
runAuthGatewayContract('The in-memory fake', async () => {
  const gateway = new FakeAuthGateway();
  return {
    gateway,
    createAccount: async (email, password, options = {}) => void gateway.addAccount(email, password, options),
    grantAdmin: async (email) => gateway.grantAdmin(email),
    linkSentTo: async (email) => gateway.sentLinks.findLast((sent) => sent.email === email)?.link ?? '',
    close: async () => undefined,
  };
});
