/**
 * The invitation-admin (provider) password. In AWS it lives in Secrets Manager and the
 * function receives the secret's ARN; the value is cached for a few minutes so a rotated
 * secret is picked up without a redeploy. Offline there is no Secrets Manager emulator, so
 * the local stack seeds a generated password and hands it over as LOCAL_PROVIDER_PASSWORD;
 * the CDK stack never sets that variable.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { providerSecretEnvName } from '#definitions/resources';

const cacheMilliseconds = 5 * 60 * 1000;
let cached: { value: string; fetchedAt: number } | undefined;
let client: SecretsManagerClient | undefined;

export const localProviderPasswordEnvName = 'LOCAL_PROVIDER_PASSWORD';

export const readProviderPassword = async (): Promise<string> => {
  const secretArn = process.env[providerSecretEnvName];
  if (!secretArn) {
    const local = process.env[localProviderPasswordEnvName];
    if (local) return local;
    throw new Error(`${providerSecretEnvName} is not set: the provider secret is not bound to this function.`);
  }
  if (cached && Date.now() - cached.fetchedAt < cacheMilliseconds) return cached.value;
  client ??= new SecretsManagerClient({});
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretArn }));
  if (!SecretString) throw new Error('The provider secret has no string value.');
  cached = { value: SecretString, fetchedAt: Date.now() };
  return SecretString;
};
