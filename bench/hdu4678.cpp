// HDU 4678 "Mine", the accepted solution's algorithm as a contestant writes it in C++
// (scanf, fixed arrays, a BFS queue): the speed reference for `gridplay mine`
// (bench/mine-seed.sh). The same rule as the transcription in
// crate/tests/mine_accepted.rs: a BFS from each unvisited blank in row-major order
// marks every cell it queues, counts each number it pops and expands only blanks;
// the region is worth cnt % 2 + 1; every number no BFS reached is worth 1.
#include <cstdio>
#include <cstring>

const int N = 1005;
int mp[N][N];
bool vis[N][N];
int qx[N * N], qy[N * N];

int main() {
    int T;
    if (scanf("%d", &T) != 1) return 0;
    for (int cas = 1; cas <= T; cas++) {
        int n, m, k;
        scanf("%d %d %d", &n, &m, &k);
        for (int i = 0; i < n; i++) {
            memset(mp[i], 0, sizeof(int) * m);
            memset(vis[i], 0, m);
        }
        for (int t = 0; t < k; t++) {
            int x, y;
            scanf("%d %d", &x, &y);
            mp[x][y] = -1;
        }
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++) {
                if (mp[i][j] == -1) continue;
                for (int dx = -1; dx <= 1; dx++)
                    for (int dy = -1; dy <= 1; dy++) {
                        int x = i + dx, y = j + dy;
                        if (x >= 0 && y >= 0 && x < n && y < m && mp[x][y] == -1) mp[i][j]++;
                    }
            }
        int sg = 0;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++) {
                if (mp[i][j] != 0 || vis[i][j]) continue;
                int head = 0, tail = 0, cnt = 0;
                qx[tail] = i, qy[tail++] = j;
                vis[i][j] = true;
                while (head < tail) {
                    int x = qx[head], y = qy[head++];
                    if (mp[x][y] > 0) { cnt++; continue; }
                    for (int dx = -1; dx <= 1; dx++)
                        for (int dy = -1; dy <= 1; dy++) {
                            int nx = x + dx, ny = y + dy;
                            if (nx < 0 || ny < 0 || nx >= n || ny >= m) continue;
                            if (!vis[nx][ny] && mp[nx][ny] != -1) {
                                vis[nx][ny] = true;
                                qx[tail] = nx, qy[tail++] = ny;
                            }
                        }
                }
                sg ^= cnt % 2 + 1;
            }
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++)
                if (mp[i][j] > 0 && !vis[i][j]) sg ^= 1;
        printf("Case #%d: %s\n", cas, sg ? "Xiemao" : "Fanglaoshi");
    }
    return 0;
}
