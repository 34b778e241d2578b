// SPDX-License-Identifier: MIT
// K3's trade probe (issue 30 §2; docs/xray-trade.md). Never deployed: X-Ray places this code at an unused address (a
// new random one each audit, so a token cannot recognise it) with
// an eth_call state override, funds it with the same override, and calls probe(). In one call against the chain's
// current state it buys the token with ETH through a Uniswap-V2-style router, sends 1 % of what it received to a
// second unused address, `sink` (the transfer tax), approves the router and sells everything left; when that sale reverts it
// tries a tenth of it, which tells a limit per sale from a block. Every step is wrapped in
// try/catch so a revert is reported, not thrown; nothing is ever sent to the chain.
// probeV3() does the same on a Uniswap-V3-style pool, swapping with the pool itself (no router) and paying it in the
// swap callback; the pool's own amounts are the quotes.
pragma solidity ^0.8.20;

interface IRouterV2 {
    function WETH() external view returns (address);
    function getAmountsOut(uint256 amountIn, address[] calldata path) external view returns (uint256[] memory);
    function swapExactETHForTokensSupportingFeeOnTransferTokens(
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external payable;
    function swapExactTokensForETHSupportingFeeOnTransferTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline
    ) external;
}

interface IToken {
    function balanceOf(address who) external view returns (uint256);
    function approve(address spender, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
}

interface IPoolV3 {
    function swap(
        address recipient,
        bool zeroForOne,
        int256 amountSpecified,
        uint160 sqrtPriceLimitX96,
        bytes calldata data
    ) external returns (int256 amount0, int256 amount1);
}

interface IWrappedNative {
    function deposit() external payable;
}

contract TradeProbe {
    /// The price limits a V3 swap may move to: any price (the pool's own bounds, one step inside).
    uint160 private constant MIN_SQRT_PRICE = 4295128740;
    uint160 private constant MAX_SQRT_PRICE = 1461446703485210103287273052203988822378723970341;

    /// The V3 pool a swap is under way with: only it may call the swap callback.
    address private activePool;

    /// Gas a token's view or approval may use: a token that burns more cannot stall the probe.
    uint256 private constant TOKEN_CALL_GAS = 200_000;

    struct Result {
        bool bought;
        uint256 buyQuoted;
        uint256 buyReceived;
        uint256 buyGas;
        bytes buyError;
        bool transferred;
        uint256 transferSent;
        uint256 transferReceived;
        bool approved;
        bool sold;
        uint256 sellAmount;
        uint256 sellQuoted;
        uint256 sellReceived;
        uint256 sellGas;
        bytes sellError;
        /// After a failed sell: whether a tenth of the amount sells (a maximum per sale rather than a block).
        bool tenthSold;
    }

    receive() external payable {}

    function probe(address router, address token, uint256 ethIn, address sink) external returns (Result memory r) {
        address weth = IRouterV2(router).WETH();
        address[] memory buyPath = new address[](2);
        buyPath[0] = weth;
        buyPath[1] = token;
        address[] memory sellPath = new address[](2);
        sellPath[0] = token;
        sellPath[1] = weth;

        r.buyQuoted = quote(router, ethIn, buyPath);
        uint256 before = balanceOf(token, address(this));
        uint256 gas = gasleft();
        try
            IRouterV2(router).swapExactETHForTokensSupportingFeeOnTransferTokens{value: ethIn}(
                0,
                buyPath,
                address(this),
                block.timestamp
            )
        {
            r.bought = true;
        } catch (bytes memory reason) {
            r.buyError = reason;
        }
        r.buyGas = gas - gasleft();
        if (!r.bought) return r;
        r.buyReceived = gain(balanceOf(token, address(this)), before);

        transferStep(token, sink, r);

        r.approved = succeeded(
            token,
            abi.encodeWithSelector(IToken.approve.selector, router, type(uint256).max),
            TOKEN_CALL_GAS
        );
        r.sellAmount = balanceOf(token, address(this));
        if (r.sellAmount == 0) return r;
        r.sellQuoted = quote(router, r.sellAmount, sellPath);
        uint256 ethBefore = address(this).balance;
        gas = gasleft();
        try
            IRouterV2(router).swapExactTokensForETHSupportingFeeOnTransferTokens(
                r.sellAmount,
                0,
                sellPath,
                address(this),
                block.timestamp
            )
        {
            r.sold = true;
        } catch (bytes memory reason) {
            r.sellError = reason;
        }
        r.sellGas = gas - gasleft();
        if (r.sold) {
            r.sellReceived = gain(address(this).balance, ethBefore);
        } else {
            try
                IRouterV2(router).swapExactTokensForETHSupportingFeeOnTransferTokens(
                    r.sellAmount / 10,
                    0,
                    sellPath,
                    address(this),
                    block.timestamp
                )
            {
                r.tenthSold = true;
            } catch {}
        }
    }

    /// A buy, a 1 % transfer and a sale against a V3 pool of `token` and `weth`, paid with `ethIn` wrapped.
    function probeV3(address pool, address token, address weth, uint256 ethIn, address sink) external returns (Result memory r) {
        activePool = pool;
        IWrappedNative(weth).deposit{value: ethIn}();
        // token0 is the lower address: buying with WETH swaps token0 for token1 when WETH is token0.
        bool wethIsToken0 = weth < token;
        uint256 before = balanceOf(token, address(this));
        uint256 gas = gasleft();
        try IPoolV3(pool).swap(address(this), wethIsToken0, int256(ethIn), limit(wethIsToken0), abi.encode(weth)) returns (
            int256 amount0,
            int256 amount1
        ) {
            r.bought = true;
            r.buyQuoted = paidOut(wethIsToken0 ? amount1 : amount0);
        } catch (bytes memory reason) {
            r.buyError = reason;
        }
        r.buyGas = gas - gasleft();
        if (!r.bought) return r;
        r.buyReceived = gain(balanceOf(token, address(this)), before);

        transferStep(token, sink, r);
        r.approved = true;
        r.sellAmount = balanceOf(token, address(this));
        if (r.sellAmount == 0) return r;
        uint256 wethBefore = balanceOf(weth, address(this));
        gas = gasleft();
        try IPoolV3(pool).swap(address(this), !wethIsToken0, int256(r.sellAmount), limit(!wethIsToken0), abi.encode(token)) returns (
            int256 amount0,
            int256 amount1
        ) {
            r.sold = true;
            r.sellQuoted = paidOut(wethIsToken0 ? amount0 : amount1);
        } catch (bytes memory reason) {
            r.sellError = reason;
        }
        r.sellGas = gas - gasleft();
        if (r.sold) {
            r.sellReceived = gain(balanceOf(weth, address(this)), wethBefore);
        } else {
            try IPoolV3(pool).swap(address(this), !wethIsToken0, int256(r.sellAmount / 10), limit(!wethIsToken0), abi.encode(token)) {
                r.tenthSold = true;
            } catch {}
        }
    }

    /// Uniswap V3's swap callback: pays the pool what it is owed, in the token named by the swap.
    function uniswapV3SwapCallback(int256 amount0Delta, int256 amount1Delta, bytes calldata data) external {
        pay(amount0Delta, amount1Delta, data);
    }

    /// PancakeSwap V3 names the same callback differently.
    function pancakeV3SwapCallback(int256 amount0Delta, int256 amount1Delta, bytes calldata data) external {
        pay(amount0Delta, amount1Delta, data);
    }

    function pay(int256 amount0Delta, int256 amount1Delta, bytes calldata data) private {
        require(msg.sender == activePool, "TradeProbe: not the pool");
        address payToken = abi.decode(data, (address));
        uint256 owed = uint256(amount0Delta > 0 ? amount0Delta : amount1Delta);
        require(
            succeeded(payToken, abi.encodeWithSelector(IToken.transfer.selector, msg.sender, owed), gasleft()),
            "TradeProbe: payment refused"
        );
    }

    function limit(bool zeroForOne) private pure returns (uint160) {
        return zeroForOne ? MIN_SQRT_PRICE : MAX_SQRT_PRICE;
    }

    /// What a V3 pool sent out: its negative delta.
    function paidOut(int256 delta) private pure returns (uint256) {
        return delta < 0 ? uint256(-delta) : 0;
    }

    /// Sends 1 % of the purchase to `sink`: the transfer tax.
    function transferStep(address token, address sink, Result memory r) private {
        r.transferSent = r.buyReceived / 100;
        if (r.transferSent == 0) return;
        uint256 sinkBefore = balanceOf(token, sink);
        r.transferred = succeeded(token, abi.encodeWithSelector(IToken.transfer.selector, sink, r.transferSent), gasleft());
        if (r.transferred) r.transferReceived = gain(balanceOf(token, sink), sinkBefore);
    }

    function gain(uint256 afterwards, uint256 before) private pure returns (uint256) {
        return afterwards > before ? afterwards - before : 0;
    }

    function quote(address router, uint256 amountIn, address[] memory path) private view returns (uint256) {
        try IRouterV2(router).getAmountsOut(amountIn, path) returns (uint256[] memory amounts) {
            return amounts.length == path.length ? amounts[amounts.length - 1] : 0;
        } catch {
            return 0;
        }
    }

    /// A call that went through and returned nothing (USDT-style tokens) or true; never reverts.
    function succeeded(address token, bytes memory data, uint256 gas) private returns (bool) {
        (bool ok, bytes memory out) = token.call{gas: gas}(data);
        if (!ok) return false;
        if (out.length == 0) return true;
        return out.length >= 32 && abi.decode(out, (uint256)) == 1;
    }

    /// The balance, or 0 when the token reverts, returns too little or burns more than its share of gas.
    function balanceOf(address token, address who) private view returns (uint256) {
        (bool ok, bytes memory out) = token.staticcall{gas: TOKEN_CALL_GAS}(
            abi.encodeWithSelector(IToken.balanceOf.selector, who)
        );
        return ok && out.length >= 32 ? abi.decode(out, (uint256)) : 0;
    }
}
