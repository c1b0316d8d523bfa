// The two values the spec keeps in local storage: where to go after signing in, and a one-time
// notice for the login page. Storage can be unavailable (private mode, quotas): then we carry on
// without it and say so in the console.

export const RETURN_URL_KEY = "auth_return_url";
export const LOGIN_MESSAGE_KEY = "login_info_msg";

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    console.warn(`Could not read ${key} from local storage`, error);
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch (error) {
    console.warn(`Could not write ${key} to local storage`, error);
  }
}

export const authStorage = {
  returnUrl: () => read(RETURN_URL_KEY),
  setReturnUrl: (url: string) => write(RETURN_URL_KEY, url),
  clearReturnUrl: () => write(RETURN_URL_KEY, null),
  loginMessage: () => read(LOGIN_MESSAGE_KEY),
  setLoginMessage: (message: string) => write(LOGIN_MESSAGE_KEY, message),
  clearLoginMessage: () => write(LOGIN_MESSAGE_KEY, null),
  clearAll: () => {
    write(RETURN_URL_KEY, null);
    write(LOGIN_MESSAGE_KEY, null);
  },
};
